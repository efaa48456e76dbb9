import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, newHydratingPage, test } from "./fixtures";
import { adminServerWithStaffForFile } from "./admin-server";
import { toast } from "./storefront-helpers";
import { placeOrderThroughApi } from "./place-order";

const admin = adminServerWithStaffForFile();

async function signUpCustomer(request: APIRequestContext) {
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const headers = { Origin: admin.server.baseURL };
  expect((await request.post(`${admin.server.baseURL}/api/auth/sign-up/email`, { data: { email, password: "mustard-oil-123", name: "Asha Devi" }, headers })).ok()).toBe(true);
  return email;
}

/** A customer's order through the shop's own API: cart, address, Place Order with the lucky draw. */
async function placeOrder(request: APIRequestContext): Promise<string> {
  return (await placeOrderThroughApi(request, { base: admin.server.baseURL, participateLuckyDraw: true })).orderNumber;
}

async function signInStaff(page: Page) {
  const response = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(response.ok()).toBe(true);
}

/** The promos page's "New promo code" dialog, opened. */
async function newPromoDialog(page: Page) {
  await page.goto(`${admin.server.baseURL}/admin/promos`);
  await page.getByRole("button", { name: "New promo code" }).click();
  return page.getByRole("dialog", { name: "New promo code" });
}

test("staff ship and deliver a customer's order, and the customer's account shows it", async ({ page, browser }) => {
  const customer = await browser.newContext();
  const customerPage = await newHydratingPage(customer);
  await signUpCustomer(customerPage.request);
  const orderNumber = await placeOrder(customerPage.request);

  await signInStaff(page);
  await page.goto(`${admin.server.baseURL}/admin`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Search").fill(orderNumber);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${orderNumber}`));
  await page.getByRole("link", { name: orderNumber }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText("Opted in")).toBeVisible();
  await expect(page.getByText("12 Mustard Field Road")).toBeVisible();
  // Only the allowed moves are offered (docs/product-rules.md#order-statuses).
  await expect(page.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);
  // A first COD order waits for its confirmation: staff confirm it by phone before moving it on.
  await page.getByLabel(/^Note of the call/).fill("Called the shopper, who wants it");
  await page.getByRole("button", { name: "Confirmed by phone" }).click();
  await expect(toast(page, "can now be processed")).toContainText("Order confirmed");
  // Each move is confirmed in a dialog; shipping asks for the courier and tracking number there.
  await page.getByRole("button", { name: "Start processing" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, start processing" }).click();
  await expect(toast(page, "is now Processing")).toContainText("Order updated");
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await page.getByRole("dialog").getByLabel(/^Courier/).fill("Delhivery");
  await page.getByRole("dialog").getByLabel(/^Tracking number/).fill("DLV1234567890");
  await page.getByRole("dialog").getByRole("button", { name: "Yes, mark shipped" }).click();
  await expect(toast(page, "is now Shipped")).toContainText("Order updated");
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark delivered" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, mark delivered" }).click();
  await expect(page.getByText("reached the end of its life")).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Processing → Shipped by Ravi Staff");
  await expect(history).toContainText("Shipped → Delivered by Ravi Staff");

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("table")).toContainText("order.status");

  await customerPage.goto(`${admin.server.baseURL}/account`);
  const card = customerPage.getByRole("article", { name: `Order ${orderNumber}` });
  // A first visit in a new context: scripts, then the session, then the orders (one CI run on a
  // loaded machine was still on "Loading your account" after the default 7 s).
  await expect(card.locator("[data-status=delivered]")).toContainText("Delivered", { timeout: 20_000 });
  await expect(card.locator("[data-status=paid]")).toContainText("Paid");
  await customer.close();
});

test("a customer gets the 404 page at /admin, a signed-out visitor is sent to sign in", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await signUpCustomer(page.request);
  const response = await page.goto(`${admin.server.baseURL}/admin/orders`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  // The signed-in page reads the customer's cart once hydrated; cookies cleared before that read would answer it 401.
  await page.waitForLoadState("networkidle");

  await page.context().clearCookies();
  await page.goto(`${admin.server.baseURL}/admin/lucky-draw`);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Flucky-draw$/);
});

test("staff create a promo code and see it listed with its uses", async ({ page }) => {
  await signInStaff(page);
  const dialog = await newPromoDialog(page);
  const code = `T${randomUUID().slice(0, 6).toUpperCase()}`;
  await dialog.getByLabel("Code").fill(code.toLowerCase());
  await dialog.getByLabel(/^Value/).fill("150");
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(dialog).toContainText("A percentage must be a whole number from 1 to 100");
  await dialog.getByLabel(/^Value/).fill("15");
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(toast(page, "Promo code created")).toContainText(`${code} is active`);
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("15%");
  await expect(row.getByRole("cell").nth(3)).toHaveText("0");
});

test("staff make a product-scoped code: items at coupon prices, named on the shop's card; and edit FARMFRESH", async ({ page }) => {
  await signInStaff(page);
  const dialog = await newPromoDialog(page);
  const code = `OIL${randomUUID().slice(0, 6).toUpperCase()}`;
  await dialog.getByLabel("Code").fill(code);
  await dialog.getByLabel("Discount type").selectOption("product_price");
  await expect(dialog.getByLabel(/^Value/)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(dialog).toContainText("Choose an item");
  await expect(dialog).toContainText("Coupon price is required");
  await dialog.getByLabel("Item", { exact: true }).selectOption({ label: "Kathiya Daliya (₹40)" });
  // At or above today's price: allowed, with a warning, since prices change.
  await dialog.getByLabel("Coupon price (₹)").fill("45");
  await expect(dialog).toContainText("Not below today's price (₹40)");
  await dialog.getByLabel("Coupon price (₹)").fill("35");
  await expect(dialog).not.toContainText("Not below today's price");
  await dialog.getByRole("button", { name: "Create code" }).click();
  await expect(toast(page, "Promo code created")).toContainText(`${code} is active`);
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Kathiya Daliya at ₹35");

  await page.goto(`${admin.server.baseURL}/shop`);
  await expect(page.getByRole("article", { name: "Kathiya Daliya" })).toContainText(`₹35 with code ${code}`);

  await page.goto(`${admin.server.baseURL}/admin/promos`);
  await page.getByRole("button", { name: "Edit FARMFRESH" }).click();
  const edit = page.getByRole("dialog", { name: "Edit FARMFRESH" });
  await expect(edit.getByLabel("Item", { exact: true })).toHaveCount(4);
  await edit.getByLabel("Coupon price (₹)").first().fill("330");
  await edit.getByRole("button", { name: "Remove Monthly Oil Pack" }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Promo code saved")).toContainText("FARMFRESH is active");
  const farmFresh = page.getByRole("row").filter({ hasText: "FARMFRESH" });
  await expect(farmFresh).toContainText("Hydraulic Pressed Mustard Oil 1L at ₹330");
  await expect(farmFresh).not.toContainText("Monthly Oil Pack");
});
