import { latestOutboxMail, signUpThroughApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { addToCartThroughApi } from "./place-order";
import { applyPromo, fillAddress, toast } from "./storefront-helpers";

// The whole purchase, as a shopper makes it: each test signs its own new shopper up through the
// API (the cookie is shared with the page) and fills the cart through the cart API.

test("a shopper buys with a new address and LAUNCH10, sees the order, its e-mail and their account", async ({ page, baseURL }) => {
  const { email } = await signUpThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "1");
  await addToCartThroughApi(page.request, baseURL, "3"); // ₹375 + ₹85 = ₹460

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();

  // The inline address form: its messages (docs/product-rules.md#saved-addresses), then a saved address that is preselected.
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Validation Error")).toContainText("Please check the form for errors");
  await expect(form).toContainText("Name must be at least 2 characters");
  await expect(form).toContainText("Please enter a valid 10-digit Indian mobile number");
  await expect(form.getByLabel("Pincode")).toHaveAttribute("maxlength", "6");
  await fillAddress(form);
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible();
  await expect(page.getByRole("radio", { name: /12 Mustard Field Road/ })).toBeChecked();

  // Payment: Cash on Delivery only.
  await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Online Payment/ })).toBeDisabled();
  await expect(page.getByText("Coming soon")).toBeVisible();

  // Promo: upper-cased as typed, applied, then locked.
  const summary = page.getByRole("region", { name: "Order Summary" });
  const promo = page.getByLabel("Promo Code");
  await promo.fill("launch10");
  await expect(promo).toHaveValue("LAUNCH10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Promo Code Applied!")).toContainText("Launch offer: 10% off your order");
  await expect(promo).toBeDisabled();
  await expect(summary).toContainText("-₹46");
  await expect(summary).toContainText("₹464");

  const luckyDraw = page.getByRole("checkbox", { name: /lucky draw/ });
  await expect(luckyDraw).not.toBeChecked();
  await luckyDraw.check();

  // A double press still makes one order (checked in the account below).
  await summary.getByRole("button", { name: "Place Order" }).dblclick();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);
  await expect(toast(page, "Order Placed Successfully!")).toContainText(/Your order #ORD-\d+-[A-Z0-9]{7} has been placed\./);
  await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();
  const orderNumber = (await page.getByText(/^ORD-\d+-[A-Z0-9]{7}$/).textContent())!;
  await expect(page.getByRole("region", { name: "Delivery Address" })).toContainText("12 Mustard Field Road");
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByRole("img", { name: "Hydraulic Pressed Mustard Oil 1L" })).toBeVisible();
  await expect(items).toContainText("Organic Arhar Dal 500gm");
  await expect(items).toContainText("Discount (LAUNCH10)-₹46");
  await expect(items).toContainText("Shipping₹50");
  await expect(items).toContainText("Total₹464");
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/shop");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  // The order's e-mail, kept as the poll found it (a later message to the same address cannot replace it).
  let mail: Awaited<ReturnType<typeof latestOutboxMail>>;
  await expect.poll(async () => (mail = await latestOutboxMail(email))?.subject).toContain(orderNumber);
  expect(mail!.text).toContain("Total: ₹464");

  // The account shows the order, and the address the first save made the default.
  await page.goto("/account");
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("article", { name: /^Order ORD-/ })).toHaveCount(1);
  const order = page.getByRole("article", { name: `Order ${orderNumber}` });
  await expect(order).toContainText("Hydraulic Pressed Mustard Oil 1L x 1");
  await expect(order).toContainText("Organic Arhar Dal 500gm x 1");
  await expect(order).toContainText("₹464");
  await expect(order.locator("[data-status=pending]")).toHaveCount(2);
  await page.getByRole("tab", { name: "Saved Addresses" }).click();
  await expect(page.getByRole("tabpanel")).toContainText("Default");
  await expect(page.getByRole("tabpanel")).toContainText("12 Mustard Field Road");

  // The cart was emptied: checkout now renders nothing.
  await page.goto("/checkout");
  await expect(page.getByRole("button", { name: "Place Order" })).toHaveCount(0);
});

test("promo errors show their own toasts and an empty account says so", async ({ page, baseURL, allowConsoleErrors }) => {
  // A refused code is an HTTP 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/account");
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/shop");
  await page.getByRole("tab", { name: "Saved Addresses" }).click();
  await expect(page.getByText("No saved addresses")).toBeVisible();
  await expect(page.getByText("Add an address during checkout")).toBeVisible();

  await addToCartThroughApi(page.request, baseURL, "12");
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "Please enter a promo code")).toBeVisible();
  await applyPromo(page, "diwali25");
  await expect(toast(page, "Expired Promo Code")).toContainText("This promo code has expired");
  await applyPromo(page, "BULK15");
  await expect(toast(page, "Minimum Order Not Met")).toContainText("This promo code requires a minimum order of ₹1,000");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Please select a delivery address")).toBeVisible();
});

test("signed out, checkout and account go to /auth; another shopper's order shows the 404 page", async ({ page, baseURL, allowConsoleErrors }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth$/);

  allowConsoleErrors(/status of 404/);
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/order-success/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
