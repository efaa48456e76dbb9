import type { Page } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, gotoHydrated, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// Issue 41, the label online: a product page's "Product details" say what Indian law asks a food
// listing to declare, and the back office shows an item only with a complete label. Its own server:
// the staff journey hides and changes a product.

const admin = adminServerWithStaffForFile();
test.beforeEach(() => test.setTimeout(90_000));

const DAL = "Organic Arhar Dal 500gm";
const DAL_PAGE = "/shop/organic-arhar-dal-500gm";
const CERTIFICATE = "PGSI-DL-0417-2026";

const hydrated = (page: Page, path: string) => gotoHydrated(page, `${admin.server.baseURL}${path}`);

test("a product page shows its label: maker, origin, best before, ingredients, a nutrition table, the veg mark, licence, customer care and the organic certificate", async ({ page }) => {
  await hydrated(page, DAL_PAGE);
  // The certification sits beside the Organic badge, on the picture.
  await expect(page.getByRole("article", { name: DAL })).toContainText(`OrganicPGS-India certified · No. ${CERTIFICATE}`);

  const details = page.getByRole("region", { name: "Product details" });
  await expect(details).toContainText("Net quantity500 g");
  await expect(details).toContainText("Manufactured and packed byDemo Farm Foods Private Limited, Plot 0, Example Industrial Area, Narela, New Delhi, Delhi 110040");
  await expect(details).toContainText("Country of originIndia");
  await expect(details).toContainText("Best before6 months from packing");
  await expect(details).toContainText("StorageStore in a cool, dry place away from sunlight");
  await expect(details).toContainText("Ingredients100% organic arhar (toor) dal, unpolished");
  await expect(details).toContainText("Allergen information");
  await expect(details.getByRole("img", { name: "Vegetarian mark" })).toBeVisible();
  await expect(details).toContainText("Food typeVegetarian");
  await expect(details).toContainText(`Organic certificationPGS-India, certificate no. ${CERTIFICATE}`);
  await expect(details).toContainText("FSSAI licence no.10000000000000");
  await expect(details.getByRole("link", { name: "+91 00000 00000" })).toHaveAttribute("href", "tel:+910000000000");
  await expect(details.getByRole("link", { name: "support@example.com" })).toHaveAttribute("href", "mailto:support@example.com");

  const nutrition = details.getByRole("table", { name: "Nutrition information per 100 g (approximate values)" });
  await expect(nutrition.getByRole("columnheader")).toHaveText(["Nutrient", "Per 100 g"]);
  await expect(nutrition.getByRole("row", { name: /^Energy/ }).getByRole("cell")).toHaveText("343 kcal");
  await expect(nutrition.getByRole("row", { name: /^Protein/ }).getByRole("cell")).toHaveText("22.3 g");
  await expect(nutrition.getByRole("row", { name: /^of which saturated fat/ }).getByRole("cell")).toHaveText("0.3 g");
  await expect(nutrition.getByRole("row", { name: /^Sodium/ }).getByRole("cell")).toHaveText("17 mg");

  // Keyboard: the customer care links are reached with Tab like any other.
  await details.getByRole("link", { name: "+91 00000 00000" }).focus();
  await page.keyboard.press("Tab");
  await expect(details.getByRole("link", { name: "support@example.com" })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  // A bundle lists its contents; each pack carries its own nutrition table.
  await hydrated(page, "/bundles/traditional-oil-duo");
  const bundle = page.getByRole("region", { name: "Product details" });
  await expect(bundle).toContainText("Net quantity1 pack");
  await expect(bundle).toContainText("ContentsHydraulic Pressed Mustard Oil 1L (100% cold-pressed mustard oil, kachi ghani); Wood Pressed Mustard Oil 1L");
  await expect(bundle).toContainText("Best before9 months from packing");
  await expect(bundle).toContainText("Each pack in this bundle carries its own nutrition information.");
  await expect(bundle.getByRole("table")).toHaveCount(0);
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("staff cannot show an Organic product without its certificate: the message says what is missing, and the shop keeps it hidden until it is added", async ({ page, allowConsoleErrors }) => {
    // The two refusals are 400 answers, which the browser logs.
    allowConsoleErrors(/status of 400/);
    const signIn = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
    expect(signIn.ok()).toBe(true);
    await hydrated(page, "/admin/catalogue/3");
    const details = page.getByRole("region", { name: "Details" });
    const declarations = page.getByRole("region", { name: "Declarations" });
    const certificate = declarations.getByRole("textbox", { name: "Certificate number" });
    await expect(declarations.getByRole("status")).toHaveText("The label is complete: the shop may show this item.");
    await expect(certificate).toHaveValue(CERTIFICATE);

    // While it is shown, its label must stay complete.
    await certificate.fill("");
    await declarations.getByRole("button", { name: "Save declarations" }).click();
    const needsCertificate = "The Organic badge needs its certificate number: add it or remove the badge.";
    await expect(toast(page, "Could not save the declarations")).toContainText(needsCertificate);

    // Hidden, it may be; then showing it is refused, under the checkbox and in a toast.
    await details.getByLabel("Shown in the shop").uncheck();
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Item saved")).toContainText("hidden from the shop");
    await declarations.getByRole("button", { name: "Save declarations" }).click();
    await expect(toast(page, "Declarations saved")).toBeVisible();
    await expect(declarations.getByRole("status")).toContainText(needsCertificate);
    await details.getByLabel("Shown in the shop").check();
    await details.getByRole("button", { name: "Save changes" }).click();
    await expect(details.getByText(`This product cannot be shown in the shop without a complete label. ${needsCertificate}`)).toBeVisible();
    await expect(toast(page, "Could not save the item")).toContainText(needsCertificate);
    expect((await page.request.get(`${admin.server.baseURL}${DAL_PAGE}`)).status()).toBe(404);
    expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

    // With the certificate back, it is shown again.
    await certificate.fill(CERTIFICATE);
    await declarations.getByRole("button", { name: "Save declarations" }).click();
    await expect(declarations.getByRole("status")).toHaveText("The label is complete: the shop may show this item.");
    await details.getByRole("button", { name: "Save changes" }).click();
    // The earlier "hidden from the shop" toast may still be leaving: look for the new one.
    await expect(toast(page, "Item saved").filter({ hasText: "shown in the shop" })).toBeVisible();
    await hydrated(page, DAL_PAGE);
    await expect(page.getByRole("region", { name: "Product details" })).toContainText(CERTIFICATE);

    await page.goto(`${admin.server.baseURL}/admin/audit`);
    await expect(page.getByRole("table")).toContainText("catalogue.declarations");
  });
});
