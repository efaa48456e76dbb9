import { signUpThroughApi } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// "Buying for a business" at checkout (docs/product-rules.md#business-buyers): the GSTIN is
// checked in the browser with the server's schema, then kept on the order and shown on its page.

test("a shopper buys for a business: a bad GSTIN is refused under its field, a fixed one is kept on the order", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request, baseURL);
  expect((await page.request.post("/api/cart/items", { data: { productId: "1" }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };
  expect((await page.request.post("/api/addresses", { data: address, headers: { Origin: baseURL! } })).status()).toBe(201);

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  const forBusiness = page.getByRole("checkbox", { name: "Buying for a business" });
  await expect(forBusiness).not.toBeChecked();
  await expect(page.getByLabel("GSTIN")).toHaveCount(0);
  await forBusiness.check();

  const gstin = page.getByRole("textbox", { name: "GSTIN" });
  const businessName = page.getByRole("textbox", { name: "Business name" });
  await expect(gstin).toHaveAccessibleDescription("Printed on your tax invoice");
  await expect(businessName).toHaveAccessibleDescription("Printed on your tax invoice");
  expect(await seriousViolations(page, { within: "main" })).toEqual([]);

  // A wrong check character: the message under the field, nothing sent.
  await gstin.fill("27aapfu0939f1zw");
  await businessName.fill("Sharma Traders");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Validation Error")).toContainText("Please check the form for errors");
  const invalid = "This GSTIN is not valid: please check it against your GST certificate";
  await expect(gstin).toHaveAccessibleDescription(invalid);
  await expect(gstin).toHaveAttribute("aria-invalid", "true");
  await expect(gstin).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);

  // Fixed, typed as printed (lower case, spaces): the order goes with it.
  await gstin.fill("27 aapfu 0939 f1zv");
  await expect(gstin).not.toHaveAttribute("aria-invalid", "true");
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);

  await page.getByRole("link", { name: "Follow your order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Order ORD-/ })).toBeVisible();
  await expect(page.getByText("Business: Sharma Traders, GSTIN 27AAPFU0939F1ZV")).toBeVisible();
});

test("when the GSTIN check cannot be fetched, Place Order says so and places nothing; the next press places the order", async ({ page, baseURL, allowConsoleErrors }) => {
  // Every fetch of the validation code while offline is logged by the browser.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  await signUpThroughApi(page.request, baseURL);
  expect((await page.request.post("/api/cart/items", { data: { productId: "1" }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };
  expect((await page.request.post("/api/addresses", { data: address, headers: { Origin: baseURL! } })).status()).toBe(201);
  let offline = true;
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    if (offline && (await response.text()).includes("ZodError")) return route.abort("internetdisconnected");
    return route.fulfill({ response });
  });

  await page.goto("/checkout");
  await page.getByRole("checkbox", { name: "Buying for a business" }).check();
  await page.getByRole("textbox", { name: "GSTIN" }).fill("27AAPFU0939F1ZV");
  await page.getByRole("textbox", { name: "Business name" }).fill("Sharma Traders");
  const placeOrder = page.getByRole("region", { name: "Order Summary" }).getByRole("button", { name: "Place Order" });
  await placeOrder.click();
  await expect(toast(page, "Failed to place order. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(((await (await page.request.get("/api/orders")).json()) as { orders: unknown[] }).orders).toEqual([]);

  offline = false;
  await placeOrder.click();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);
});
