import type { Page } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { expectRefusedOnField, productCards, toast } from "./storefront-helpers";

// Issue 14: staff change a product's price and stock in /admin/catalogue, and the shop, the
// dashboard's low-stock list and the audit log follow.

const admin = adminServerWithStaffForFile();
// A staff edit followed across the shop, the dashboard and the audit log: over the 30 s default on a loaded runner (32.6 s).
test.beforeEach(() => test.setTimeout(90_000));

async function signInStaff(page: Page) {
  const response = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(response.ok()).toBe(true);
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Back office" });

const OIL = "Hydraulic Pressed Mustard Oil 1L";

// axe leaves toasts out here: sonner's richColors success toast (green on pale green, about 4.3:1)
// is the shop-wide Toaster's, in root.tsx, not these pages'.
/** An item in the catalogue list: a table row from 768 px, a card below. */
const listEntry = (page: Page, name: string) => ((page.viewportSize()?.width ?? 0) >= 768 ? page.getByRole("row").filter({ hasText: name }) : page.getByRole("article", { name }));

test("staff change a product's price and stock; the shop, the dashboard and the audit log follow", async ({ page }) => {
  await signInStaff(page);
  await page.goto(`${admin.server.baseURL}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // A fresh test database has 100 of everything: nothing is low yet.
  await expect(page.getByRole("region", { name: "Low stock" })).toContainText("No items are low on stock.");

  await nav(page).getByRole("link", { name: "Catalogue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Catalogue" })).toBeVisible();
  await expect(page.getByText("12 products and 6 bundles")).toBeVisible();
  await page.getByRole("link", { name: OIL, exact: true }).click();

  await expect(page.getByRole("heading", { level: 1, name: OIL })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  const price = details.getByRole("textbox", { name: "Price (₹)", exact: true });
  await expect(price).toHaveValue("375");
  // The shared schema's messages, before anything is sent.
  await expectRefusedOnField(details, price, "0", "Save changes", "Price must be at least ₹1");
  await price.fill("465");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(details.getByText("Original price cannot be below the price")).toBeVisible();
  // Press type is asked of mustard oils only.
  await expect(details.getByLabel("Press type")).toHaveValue("hydraulic");
  await details.getByLabel("Category").selectOption("pulses");
  await expect(details.getByLabel("Press type")).toHaveCount(0);
  await details.getByLabel("Category").selectOption("mustard-oils");

  await price.fill("365");
  const save = details.getByRole("button", { name: "Save changes" });
  await save.click();
  await expect(toast(page, "Item saved")).toContainText("₹365");
  // Focus stays where the keyboard left it.
  await expect(save).toBeFocused();

  // The HSN code and GST rate printed on its tax invoice (PRODUCT.md's defaults until staff change them).
  const hsn = details.getByRole("textbox", { name: "HSN code" });
  await expect(hsn).toHaveValue("1514");
  await expect(details.getByLabel("GST rate")).toHaveValue("500");
  await hsn.fill("151419");
  const saved = page.waitForResponse((response) => response.request().method() === "PUT" && response.url().endsWith("/api/admin/catalogue/1"));
  await save.click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(hsn).toHaveValue("151419");

  const stock = page.getByRole("region", { name: "Set stock" });
  await expect(stock).toContainText("100 on hand");
  await stock.getByRole("textbox", { name: "Units on hand" }).fill("7");
  await stock.getByRole("button", { name: "Set stock" }).click();
  await expect(stock.getByText("Please say why the stock changed")).toBeVisible();
  await stock.getByLabel("Reason").fill("Stock count after Diwali");
  await stock.getByRole("button", { name: "Set stock" }).click();
  await expect(toast(page, "Stock set")).toContainText("7 on hand");
  await expect(page.locator("header [data-status=low]")).toHaveText("Low stock");
  const movement = page.getByRole("region", { name: "Stock movements" }).getByRole("row").filter({ hasText: "Stock count after Diwali" });
  await expect(movement).toContainText("Adjustment");
  await expect(movement).toContainText("−93");
  await expect(movement).toContainText(admin.staff.name);

  // The shop's cards read the live catalogue once the page runs: the new price, still for sale.
  await page.goto(`${admin.server.baseURL}/shop`);
  const card = productCards(page).filter({ hasText: OIL });
  await expect(card).toContainText("₹365");
  await expect(card).not.toContainText("₹375");
  await expect(card.getByRole("button", { name: `Add to cart: ${OIL}` })).toBeEnabled();

  await page.goto(`${admin.server.baseURL}/admin/catalogue`);
  await expect(listEntry(page, OIL)).toContainText("₹365");
  await expect(listEntry(page, OIL).locator("[data-status=low]")).toHaveText("Low stock");

  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  const lowStock = page.getByRole("region", { name: "Low stock" });
  await expect(lowStock).toContainText("7 left, alert at 10");
  await lowStock.getByRole("link", { name: OIL }).click();
  await expect(page.getByRole("heading", { level: 1, name: OIL })).toBeVisible();

  await nav(page).getByRole("link", { name: "Audit log" }).click();
  const audit = page.getByRole("table");
  await expect(audit).toContainText("catalogue.update");
  await expect(audit).toContainText("catalogue.stock");
  await expect(audit).toContainText("Stock count after Diwali");
});

test("staff see each item's price and stock state in the list, and stop tracking a bundle's stock", async ({ page }) => {
  await signInStaff(page);
  await page.goto(`${admin.server.baseURL}/admin/catalogue`);
  const bundle = "15-Day Starter Bundle";
  // A table from 768 px, cards below: the same facts either way.
  const entry = listEntry(page, bundle);
  await expect(entry).toContainText("Bundle");
  await expect(entry).toContainText("₹490");
  await expect(entry).toContainText("₹595");
  await expect(entry).toContainText("Shown");
  await expect(entry.locator("[data-status=in-stock]")).toHaveText("In stock");
  // Nothing wider than the screen: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await page.getByRole("link", { name: bundle, exact: true }).click();
  // A bundle has no category.
  await expect(page.getByRole("heading", { level: 1, name: bundle })).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveCount(0);
  const stock = page.getByRole("region", { name: "Set stock" });
  await stock.getByLabel("Don't track stock").check();
  await expect(stock.getByRole("textbox", { name: "Units on hand" })).toHaveCount(0);
  await stock.getByLabel("Reason").fill("Made to order from now on");
  await stock.getByRole("button", { name: "Set stock" }).click();
  await expect(toast(page, "Stock set")).toContainText("no longer tracked");
  await expect(page.locator("header [data-status=untracked]")).toHaveText("Not tracked");
  await expect(page.getByRole("region", { name: "Stock movements" }).getByRole("row").filter({ hasText: "Made to order" })).toContainText("Not tracked");
  // The Details form's, not the Declarations' (which has a manufacturer's name).
  const details = page.getByRole("region", { name: "Details" });
  await details.getByRole("textbox", { name: "Name", exact: true }).fill("");
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(details.getByText("Name is required")).toBeVisible();
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await page.getByRole("link", { name: "← All products and bundles" }).click();
  await expect(listEntry(page, bundle).locator("[data-status=untracked]")).toHaveText("Not tracked");
});

test("the server's refusal lands on its field, with focus there and a toast", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  await signInStaff(page);
  // The form always sends a product's category; drop it on the way so the real server refuses.
  await page.route(`${admin.server.baseURL}/api/admin/catalogue/2`, async (route) => {
    if (route.request().method() !== "PUT") return route.continue();
    const { category: _dropped, ...body } = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(`${admin.server.baseURL}/admin/catalogue/2`);
  const details = page.getByRole("region", { name: "Details" });
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Could not save the item")).toContainText("Choose a category");
  await expect(details.getByText("Choose a category")).toBeVisible();
  await expect(details.getByLabel("Category")).toBeFocused();
  await expect(details.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
});
