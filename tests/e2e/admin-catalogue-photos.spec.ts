import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { productCards, toast } from "./storefront-helpers";

// Issue 14: staff upload, reorder and delete an item's photos on its back-office page, and the
// product page follows; staff add a new product from the catalogue's list and the shop shows it.

const admin = adminServerWithStaffForFile();

async function signInStaff(page: Page) {
  const response = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(response.ok()).toBe(true);
}

const DAL = "Organic Arhar Dal 500gm";

/** A small real JPEG of one colour, made here so the test needs no fixture file. */
const jpeg = (background: { r: number; g: number; b: number }) => sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

/** The photo ids the back office has for an item, the cover first. */
async function photoIds(page: Page, id: string): Promise<string[]> {
  const answer = await page.request.get(`${admin.server.baseURL}/api/admin/catalogue/${id}`);
  return ((await answer.json()) as { item: { photos: { id: string }[] } }).item.photos.map((photo) => photo.id);
}

/** The product page's main picture (the cover photo, or the drawing while there is none). */
const mainPicture = (page: Page) => page.locator("article[aria-labelledby=item-name] img").first();

test("staff upload, reorder and delete a product's photos; the product page follows", async ({ page, allowConsoleErrors }) => {
  // Three uploads, each made into WebP and AVIF at three widths by the server.
  test.slow();
  allowConsoleErrors(/status of 400/);
  await signInStaff(page);
  await page.goto(`${admin.server.baseURL}/admin/catalogue/3`);
  await expect(page.getByRole("heading", { level: 1, name: DAL })).toBeVisible();
  const photos = page.getByRole("region", { name: "Photos" });
  await expect(photos).toContainText("No photos yet");
  await expect(photos).toContainText("JPEG, PNG, WebP or AVIF, up to 15 MB");
  const file = photos.getByLabel("Photo file");
  const upload = photos.getByRole("button", { name: "Upload photo" });

  // Nothing chosen, then a file over the limit: refused on the page, with the server's words.
  await upload.click();
  await expect(photos.getByText("Choose a photo to upload")).toBeVisible();
  await expect(file).toBeFocused();
  // Made in the page (16 MB over the test's connection to the browser would only be slow).
  await file.evaluate((input: HTMLInputElement) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(16 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" }));
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await expect(photos.getByText("This photo is too large: at most 15 MB.")).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");

  // A text file named .jpg: the server reads its bytes and refuses it.
  await file.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a photo, only some text.\n") });
  await upload.click();
  const notAPhoto = "This file is not a photo we can read. Upload a JPEG, PNG, WebP or HEIC photo.";
  await expect(photos.getByText(notAPhoto)).toBeVisible();
  await expect(toast(page, "Could not upload the photo")).toContainText(notAPhoto);
  await expect(photos).toContainText("No photos yet");

  // A real JPEG: the button says it is uploading until the server answers (held back a moment here).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${admin.server.baseURL}/api/admin/catalogue/3/photos`, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await file.setInputFiles({ name: "dal-orange.jpg", mimeType: "image/jpeg", buffer: await jpeg({ r: 230, g: 140, b: 30 }) });
  await upload.click();
  const uploading = photos.getByRole("button", { name: "Uploading…" });
  await expect(uploading).toHaveAttribute("aria-disabled", "true");
  release();
  await expect(toast(page, `${DAL} has 1 photo.`)).toContainText("Photo added");
  await page.unroute(`${admin.server.baseURL}/api/admin/catalogue/3/photos`);
  const cover = photos.getByRole("img", { name: `${DAL}, photo 1 of 1 (the cover)` });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(file).toHaveValue("");

  await file.setInputFiles({ name: "dal-green.jpg", mimeType: "image/jpeg", buffer: await jpeg({ r: 40, g: 150, b: 60 }) });
  await upload.click();
  await expect(toast(page, `${DAL} has 2 photos.`)).toContainText("Photo added");
  await expect(photos.getByRole("img", { name: `${DAL}, photo 2 of 2` })).toBeVisible();
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const [orange, green] = await photoIds(page, "3");

  // The product page shows the cover at every width it was made at, sized so nothing shifts.
  await page.goto(`${admin.server.baseURL}/shop/organic-arhar-dal-500gm`);
  await expect(mainPicture(page)).toHaveAttribute("srcset", new RegExp(`/media/catalogue/3/${orange}-320\\.webp 320w, .*-640\\.webp 640w`));
  await expect(mainPicture(page)).toHaveAttribute("width", "800");
  await expect(mainPicture(page)).toHaveAttribute("height", "600");
  await expect(mainPicture(page)).toHaveAttribute("alt", DAL);

  // Reordered by keyboard: the green photo becomes the cover, and focus stays on the photo moved.
  await page.goto(`${admin.server.baseURL}/admin/catalogue/3`);
  await photos.getByRole("button", { name: "Photo 2: Move up" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Photos reordered")).toContainText("Photo 2 is now the cover.");
  await expect(photos.getByRole("button", { name: "Photo 1: Move down" })).toBeFocused();
  await expect(photos.getByRole("button", { name: "Photo 1: Move up" })).toBeDisabled();
  expect(await photoIds(page, "3")).toEqual([green, orange]);
  await page.goto(`${admin.server.baseURL}/shop/organic-arhar-dal-500gm`);
  await expect(mainPicture(page)).toHaveAttribute("srcset", new RegExp(`/media/catalogue/3/${green}-320\\.webp`));

  // Deleted after a confirmation: the orange one goes, the green one stays the cover.
  await page.goto(`${admin.server.baseURL}/admin/catalogue/3`);
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(`Delete photo 2 of ${DAL}? The shop stops showing it at once.`);
    void dialog.accept();
  });
  await photos.getByRole("button", { name: "Photo 2: Delete" }).click();
  await expect(toast(page, "Photo deleted")).toContainText(`${DAL} has 1 photo.`);
  await expect(photos.getByRole("listitem")).toHaveCount(1);
  expect(await photoIds(page, "3")).toEqual([green]);
  expect((await page.request.get(`${admin.server.baseURL}/media/catalogue/3/${orange}-320.webp`)).status()).toBe(404);

  // Every change is in the audit log.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  const audit = page.getByRole("table");
  await expect(audit).toContainText("catalogue.photo.add");
  await expect(audit).toContainText("catalogue.photo.reorder");
  await expect(audit).toContainText("catalogue.photo.remove");
});

test("staff add a new product from the catalogue list; the shop shows it once it is shown, never while hidden", async ({ page, allowConsoleErrors }) => {
  test.slow();
  allowConsoleErrors(/status of 40[09]/);
  await signInStaff(page);
  await page.goto(`${admin.server.baseURL}/admin/catalogue`);
  await page.getByRole("button", { name: "Add item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a product or bundle" });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole("textbox", { name: "Name", exact: true });
  const submit = dialog.getByRole("button", { name: "Add item" });

  // The edit form's own messages, before anything is sent.
  await submit.click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(name).toBeFocused();

  // A name whose page address a seeded product has: the server refuses it on the name.
  await name.fill("Moong Dal");
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Black rice with a nutty taste, 1 kg.");
  await dialog.getByRole("textbox", { name: "Price (₹)", exact: true }).fill("180");
  await dialog.getByRole("textbox", { name: "Original price (₹)" }).fill("210");
  await dialog.getByLabel("Category").selectOption("grains");
  await expect(dialog).toContainText("Its page: /shop/moong-dal");
  await submit.click();
  const clash = "Another item already has the page address /shop/moong-dal. Give this one a different name.";
  await expect(dialog.getByText(clash)).toBeVisible();
  await expect(name).toBeFocused();
  await expect(toast(page, "Could not add the item")).toContainText(clash);
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await name.fill("Chak-Hao Black Rice 1kg");
  await expect(dialog).toContainText("Its page: /shop/chak-hao-black-rice-1kg");
  // Shown at once is refused: a new item has no label yet (docs/product-rules.md#declarations).
  await dialog.getByLabel("Shown in the shop").check();
  await submit.click();
  await expect(dialog.getByText(/^This product cannot be shown in the shop without a complete label\. Add its manufacturer's name and address/)).toBeVisible();
  await dialog.getByLabel("Shown in the shop").uncheck();
  await submit.click();
  await expect(toast(page, "Chak-Hao Black Rice 1kg is hidden from the shop at ₹180.")).toContainText("Item added");
  // Its page in the back office, for its label, photos and stock.
  await expect(page.getByRole("heading", { level: 1, name: "Chak-Hao Black Rice 1kg" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue\/13$/);
  await expect(page.getByRole("region", { name: "Photos" })).toContainText("No photos yet");
  await expect(page.locator("header [data-status=untracked]")).toHaveText("Not tracked");
  const label = page.getByRole("region", { name: "Declarations" });
  await expect(label.getByRole("status")).toContainText("Add its manufacturer's name and address, country of origin");
  await label.getByRole("textbox", { name: "Manufacturer's name" }).fill("Demo Farm Foods Private Limited");
  await label.getByRole("textbox", { name: "Manufacturer's address" }).fill("Plot 0, Example Industrial Area, Narela, New Delhi 110040");
  await label.getByRole("textbox", { name: "Country of origin" }).fill("India");
  await label.getByRole("textbox", { name: "Best before", exact: true }).fill("12 months from packing");
  await label.getByRole("textbox", { name: "Ingredients", exact: true }).fill("100% Chak-Hao black rice");
  await label.getByLabel("Veg or non-veg mark").selectOption("veg");
  await label.getByLabel("Figures are").selectOption("100g");
  for (const [nutrient, figure] of [["Energy (kcal)", "356"], ["Protein (g)", "8.5"], ["Carbohydrate (g)", "76"], ["Total sugars (g)", "0.5"], ["Added sugars (g)", "0"], ["Total fat (g)", "3.3"], ["Saturated fat (g)", "0.7"], ["Trans fat (g)", "0"], ["Cholesterol (mg)", "0"], ["Sodium (mg)", "4"]]) {
    await label.getByRole("textbox", { name: nutrient }).fill(figure!);
  }
  await label.getByRole("button", { name: "Save declarations" }).click();
  await expect(label.getByRole("status")).toHaveText("The label is complete: the shop may show this item.");
  // A pack's net quantity is on the label too (docs/product-rules.md#pack-sizes).
  const sizes = page.getByRole("region", { name: "Pack sizes" });
  await sizes.getByRole("button", { name: "Edit DFF-13" }).click();
  const sizeForm = sizes.getByRole("form", { name: "Edit size DFF-13" });
  await sizeForm.getByRole("textbox", { name: "Net quantity", exact: true }).fill("1");
  await sizeForm.getByRole("combobox", { name: "Unit", exact: true }).selectOption("kg");
  await sizeForm.getByRole("button", { name: "Save size" }).click();
  await expect(toast(page, "Size saved")).toBeVisible();
  await page.getByRole("region", { name: "Details" }).getByLabel("Shown in the shop").check();
  await page.getByRole("region", { name: "Details" }).getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Chak-Hao Black Rice 1kg is shown in the shop at ₹180.")).toContainText("Item saved");

  await page.goto(`${admin.server.baseURL}/shop`);
  const card = productCards(page).filter({ hasText: "Chak-Hao Black Rice 1kg" });
  await expect(card).toContainText("₹180");
  await card.getByRole("link", { name: "Chak-Hao Black Rice 1kg" }).first().click();
  await expect(page).toHaveURL(/\/shop\/chak-hao-black-rice-1kg$/);
  await expect(page.getByRole("heading", { level: 1, name: "Chak-Hao Black Rice 1kg" })).toBeVisible();
  await expect.poll(() => mainPicture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A hidden one (the form's default) stays out of the shop.
  await page.goto(`${admin.server.baseURL}/admin/catalogue`);
  await page.getByRole("button", { name: "Add item" }).click();
  await dialog.getByLabel("Bundle").check();
  await expect(dialog.getByLabel("Category")).toHaveCount(0);
  await name.fill("Winter Pantry Box");
  await dialog.getByRole("textbox", { name: "Description", exact: true }).fill("Mustard oil, chana dal and daliya for the cold months.");
  await dialog.getByRole("textbox", { name: "Price (₹)", exact: true }).fill("650");
  await dialog.getByRole("textbox", { name: "Original price (₹)" }).fill("700");
  await expect(dialog.getByLabel("Shown in the shop")).not.toBeChecked();
  await submit.click();
  await expect(toast(page, "Winter Pantry Box is hidden from the shop")).toContainText("Item added");
  await expect(page.getByRole("heading", { level: 1, name: "Winter Pantry Box" })).toBeVisible();
  await page.goto(`${admin.server.baseURL}/bundles`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Winter Pantry Box")).toHaveCount(0);
  expect((await page.request.get(`${admin.server.baseURL}/bundles/winter-pantry-box`)).status()).toBe(404);
});
