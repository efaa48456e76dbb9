import { pdfText } from "../../src/server/test/pdf";
import { gstinCheckCharacter } from "../../src/shared/gstin";
import { customerDocumentHref } from "../../src/shared/invoice";
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

test("a business buyer bills another saved address and is told before ordering what the place of supply means for input tax credit", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.request, baseURL);
  const headers = { Origin: baseURL! };
  expect((await page.request.post("/api/cart/items", { data: { productId: "1" }, headers })).ok()).toBe(true);
  const delivery = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };
  const office = { fullName: "Accounts", phone: "9876543211", addressLine1: "4 Nariman Point", city: "Mumbai", state: "Maharashtra", pincode: "400021" };
  for (const address of [delivery, office]) expect((await page.request.post("/api/addresses", { data: address, headers })).status()).toBe(201);

  await page.goto("/checkout");
  await page.getByRole("radio", { name: /12 Mustard Field Road/ }).check();
  await page.getByRole("checkbox", { name: "Buying for a business" }).check();
  const gstin = page.getByRole("textbox", { name: "GSTIN" });
  // A state code the GST list does not have, even with the right check character.
  await gstin.fill(`99AAPFU0939F1Z${gstinCheckCharacter("99AAPFU0939F1Z")}`);
  await gstin.blur();
  await expect(gstin).toHaveAccessibleDescription("A GSTIN starts with its state's GST code, 01 to 38 or 97: please check it against your GST certificate");
  await gstin.fill("27AAPFU0939F1ZV");
  await page.getByRole("textbox", { name: "Business name" }).fill("Sharma Traders");

  const notice = page.getByRole("status").filter({ hasText: "Input tax credit" });
  await expect(notice).toContainText(
    "Your GSTIN is registered in Maharashtra (27), but this order is delivered in Rajasthan (08), so Rajasthan is its place of supply and the invoice charges IGST. Input tax credit on it can be claimed only under a GST registration in Rajasthan",
  );
  // Delivered to the office in Maharashtra, the GSTIN's own state: nothing to say.
  await page.getByRole("radio", { name: /4 Nariman Point/ }).check();
  await expect(notice).toHaveCount(0);
  await page.getByRole("radio", { name: /12 Mustard Field Road/ }).check();
  await expect(notice).toBeVisible();

  await page.getByRole("checkbox", { name: "Billing address is different" }).check();
  const billing = page.getByRole("combobox", { name: "Billing address" });
  const placeOrder = page.getByRole("region", { name: "Order Summary" }).getByRole("button", { name: "Place Order" });
  await placeOrder.click();
  await expect(billing).toHaveAccessibleDescription("Select the billing address");
  await expect(billing).toBeFocused();
  expect(await seriousViolations(page, { within: "main" })).toEqual([]);
  await billing.selectOption({ label: "Accounts, 4 Nariman Point, Mumbai, Maharashtra 400021" });
  await placeOrder.click();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);

  const orderNumber = (await page.getByText(/^ORD-\d+-[A-Z0-9]{7}$/).textContent())!;
  const invoice = await page.request.get(customerDocumentHref(orderNumber, "invoice"));
  expect(invoice.status()).toBe(200);
  const text = await pdfText(new Uint8Array(await invoice.body()));
  expect(text).toMatch(/Bill to[\s\S]*Sharma Traders[\s\S]*27AAPFU0939F1ZV[\s\S]*4 Nariman Point[\s\S]*Mumbai, Maharashtra 400021/);
  expect(text).toMatch(/Ship to[\s\S]*12 Mustard Field Road[\s\S]*Bharatpur, Rajasthan 321001/);
  expect(text).toContain("Rajasthan (08)");
});
