import type { APIRequestContext } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { addToCartThroughApi } from "./place-order";
import { card, applyPromo, placeOrderFromSummary, toast } from "./storefront-helpers";

// The coupon price a card shows is what its code gives at checkout (docs/product-rules.md#catalogue):
// FARMFRESH, seeded on every database, takes the hydraulic oil from ₹375 to ₹340.

async function saveAddress(request: APIRequestContext, baseURL: string | undefined) {
  const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };
  const response = await request.post("/api/addresses", { data: address, headers: { Origin: baseURL! } });
  expect(response.ok()).toBe(true);
}

test("a card's '₹340 with code FARMFRESH' is what FARMFRESH charges at checkout", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await saveAddress(page.request, baseURL);

  await page.goto("/shop");
  const oil = card(page, "Hydraulic Pressed Mustard Oil 1L");
  await expect(oil).toContainText("₹340 with code FARMFRESH");
  await expect(card(page, "Kathiya Daliya")).not.toContainText("with code");
  await oil.getByRole("button", { name: "Add to cart: Hydraulic Pressed Mustard Oil 1L" }).click();
  await expect(toast(page, "Added to cart!")).toBeVisible();
  // Its own page says the same.
  await page.goto("/shop/hydraulic-pressed-mustard-oil-1l");
  await expect(page.getByRole("main")).toContainText("₹340 with code FARMFRESH");

  await page.goto("/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("₹375");
  await applyPromo(page, "farmfresh");
  await expect(toast(page, "Promo Code Applied!")).toContainText("Farm-fresh prices on our mustard oils and oil bundles");
  // ₹375 − ₹35 = ₹340, the card's price; under ₹499, so ₹50 shipping: ₹390.
  await expect(summary).toContainText("-₹35");
  await expect(summary).toContainText("₹390");

  const items = await placeOrderFromSummary(page, summary);
  await expect(items).toContainText("Discount (FARMFRESH)-₹35");
  await expect(items).toContainText("Total₹390");
});

test("FARMFRESH on a cart without its items says it does not apply", async ({ page, baseURL, allowConsoleErrors }) => {
  // A refused code is an HTTP 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  await signUpThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "6");
  await page.goto("/checkout");
  await applyPromo(page, "FARMFRESH");
  await expect(toast(page, "Promo Code Not Applicable")).toContainText("This promo code does not apply to the items in your cart");
  await expect(page.getByLabel("Promo Code")).toBeEnabled();
});

test("over ₹10,000 cash on delivery is refused with PRODUCT.md's message, and the cash total drops its paise as a round off", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await saveAddress(page.request, baseURL);
  const headers = { Origin: baseURL! };
  // 7 × Complete Family Pack (₹1,450) + Organic Arhar Dal (₹85) = ₹10,235.
  for (const productId of ["bundle-4", "3"]) expect((await page.request.post("/api/cart/items", { data: { productId }, headers })).ok()).toBe(true);
  const { lines } = (await (await page.request.get("/api/cart")).json()) as { lines: { id: string; productId: string }[] };
  const family = lines.find((line) => line.productId === "bundle-4")!;
  expect((await page.request.patch(`/api/cart/items/${family.id}`, { data: { quantity: 7 }, headers })).ok()).toBe(true);

  await page.goto("/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("₹10,235");
  await expect(summary.getByRole("alert")).toHaveText("Cash on Delivery is available for orders up to ₹10,000");
  await expect(summary.getByRole("button", { name: "Place Order" })).toBeDisabled();

  // LAUNCH10 takes ₹1,023.50 off: ₹9,211.50, paid in cash as ₹9,211.
  await applyPromo(page, "LAUNCH10");
  await expect(toast(page, "Promo Code Applied!")).toBeVisible();
  await expect(summary.getByRole("alert")).toHaveCount(0);
  await expect(summary).toContainText("Round off-₹0.50");
  await expect(summary).toContainText("Total₹9,211");

  const items = await placeOrderFromSummary(page, summary);
  await expect(items).toContainText("Round off-₹0.50");
  await expect(items).toContainText("Total₹9,211");
  await expect(items).toContainText("Payment: Cash on Delivery. Please keep ₹9,211 ready in cash.");
});
