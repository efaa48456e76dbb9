import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { header, PASSWORD, signUpThroughApi, uniqueEmail, watchShopperDataAroundLogout } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { addToCartThroughApi } from "./place-order";
import { applyPromo, card, dismissLuckyDraw, expectLoginPrompt, placeOrderFromSummary, toast } from "./storefront-helpers";

// Not losing what the shopper was doing (issue 17): the action pressed before signing in is done
// after it, checkout survives a reload, and the journeys that used to end on a blank checkout or
// on /auth end somewhere useful.

async function addAddressThroughApi(request: APIRequestContext, baseURL: string | undefined) {
  const response = await request.post("/api/addresses", {
    data: { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" },
    headers: { Origin: baseURL! },
  });
  expect(response.ok()).toBe(true);
}

const exactCard = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

async function cartCount(request: APIRequestContext): Promise<number> {
  const response = await request.get("/api/cart");
  const body = (await response.json()) as { lines: { productId: string; quantity: number }[] };
  return body.lines.reduce((sum, line) => sum + line.quantity, 0);
}

for (const path of ["/account", "/cart", "/checkout"]) {
  test(`Logout from ${path} lands on the home page, not on sign-in, and the page asks nothing of the ended session`, async ({ page, baseURL }) => {
    const shopperData = watchShopperDataAroundLogout(page);
    await signUpThroughApi(page.request, baseURL);
    await addToCartThroughApi(page.request, baseURL, "4");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await header(page).getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Signed out")).toContainText("You've been signed out successfully");
    await expect(page).toHaveURL(/\/$/);
    // Stays there: nothing sends the visitor on to /auth a moment later.
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/$/);
    await dismissLuckyDraw(page);
    await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
    shopperData.expectNone();
  });
}

/** Signs in on the page /auth shows, with an account made through the API (then signed out again). */
async function signInOnPage(page: Page, baseURL: string | undefined) {
  const shopper = await signUpThroughApi(page.request, baseURL);
  await page.context().clearCookies();
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(shopper.email);
  await form.getByLabel("Password").fill(shopper.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Welcome back!")).toBeVisible();
}

test("signed out, Add to cart asks for sign-in; after signing up the shopper is back on the shop and the item is in the cart", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/shop?category=organic");
  await expectLoginPrompt(page, exactCard(page, "Moong Dal").getByRole("button", { name: /add.*to cart/i }), "Please login to add items to cart");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fshop%3Fcategory%3Dorganic$/);

  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full Name").fill("Kiran Bala");
  await form.getByLabel("Email").fill(uniqueEmail("keep"));
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(/\/shop\?category=organic$/);
  await expect(toast(page, "Added to cart!")).toContainText("Moong Dal has been added to your cart.");
  await expect(header(page).getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  expect(await cartCount(page.request)).toBe(1);
  // Done once: a reload does not add it again.
  await page.reload();
  await expect(header(page).getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await cartCount(page.request)).toBe(1);
});

/** Signed out, the button `on` finds on `path` asks for sign-in with `message`, and /auth keeps the way back; then the shopper signs in there. */
async function signInAfterPressing(page: Page, baseURL: string | undefined, path: string, on: (page: Page) => Locator, message: string) {
  await page.goto(path);
  await expectLoginPrompt(page, on(page), message);
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}$`));
  await signInOnPage(page, baseURL);
}

test("signed out, Buy Now asks for sign-in; after signing in the bundle is in the cart and checkout opens", async ({ page, baseURL }) => {
  await signInAfterPressing(page, baseURL, "/bundles", (page) => card(page, "Traditional Oil Duo").getByRole("button", { name: /buy/i }), "Please login to add items to cart");
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("Traditional Oil Duo");
  expect(await cartCount(page.request)).toBe(1);
});

test("signed out, the wishlist heart asks for sign-in; after signing in the heart is filled", async ({ page, baseURL }) => {
  await signInAfterPressing(page, baseURL, "/shop", (page) => exactCard(page, "Chana Dal").getByRole("button", { name: /wishlist/i }), "Please login to add items to wishlist");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(toast(page, "Added to wishlist!")).toContainText("Chana Dal has been added to your wishlist.");
  await expect(exactCard(page, "Chana Dal").getByRole("button", { name: /remove.*wishlist/i })).toBeVisible();
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);
});

test("sign-in never sends the shopper to another site, however the return path is written", async ({ page, baseURL }) => {
  await page.goto("/auth?redirectTo=%2F%2Fevil.com");
  await signInOnPage(page, baseURL);
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  for (const target of ["https://evil.com", "/\\evil.com", "//evil.com"]) {
    await page.goto(`/auth?redirectTo=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  }
});

test("reloading checkout keeps the promo code (checked again), the lucky-draw choice, the business details and a half-typed address; the order goes with them", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request, baseURL);
  await addAddressThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "1");
  await addToCartThroughApi(page.request, baseURL, "3"); // ₹375 + ₹85 = ₹460

  await page.goto("/checkout");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await applyPromo(page, "LAUNCH10");
  await expect(toast(page, "Promo Code Applied!")).toBeVisible();
  await expect(summary).toContainText("Discount (LAUNCH10)-₹46");
  await page.getByRole("checkbox", { name: /lucky draw/ }).check();
  await page.getByRole("checkbox", { name: "Buying for a business" }).check();
  await page.getByRole("textbox", { name: "GSTIN" }).fill("27aapfu0939f1zv");
  await page.getByRole("textbox", { name: "Business name" }).fill("Sharma Traders");
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  await form.getByLabel("Full Name").fill("Ravi Kumar");
  await form.getByLabel("Address Line 1").fill("7 Sarson Khet");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(summary.getByRole("status").filter({ hasText: "LAUNCH10 applied" })).toBeVisible();
  await expect(page.getByLabel("Promo Code")).toBeDisabled();
  await expect(page.getByLabel("Promo Code")).toHaveValue("LAUNCH10");
  await expect(summary).toContainText("-₹46");
  await expect(page.getByRole("checkbox", { name: /lucky draw/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Buying for a business" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "GSTIN" })).toHaveValue("27aapfu0939f1zv");
  await expect(page.getByRole("textbox", { name: "Business name" })).toHaveValue("Sharma Traders");
  const keptForm = page.getByRole("form", { name: "New address" });
  await expect(keptForm.getByLabel("Full Name")).toHaveValue("Ravi Kumar");
  await expect(keptForm.getByLabel("Address Line 1")).toHaveValue("7 Sarson Khet");
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await keptForm.getByRole("button", { name: "Cancel" }).click();
  const items = await placeOrderFromSummary(page, summary);
  const orderUrl = page.url();
  await expect(items).toContainText("Discount (LAUNCH10)-₹46");
  const orderId = orderUrl.split("/").pop()!;
  const placed = (await (await page.request.get(`/api/orders/id/${orderId}`)).json()) as {
    order: { promoCode: string | null; participateLuckyDraw: boolean; business: { gstin: string; name: string } | null };
  };
  expect(placed.order.promoCode).toBe("LAUNCH10");
  expect(placed.order.participateLuckyDraw).toBe(true);
  expect(placed.order.business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });

  // Back from the order's page: the (now empty) checkout leads to the order again, never a blank page.
  await page.goBack();
  await expect(page).toHaveURL(orderUrl);
  await expect(page.getByRole("heading", { name: "Order Placed Successfully!" })).toBeVisible();

  // Nothing of that checkout is kept for the next one.
  await addToCartThroughApi(page.request, baseURL, "4");
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByLabel("Promo Code")).toBeEnabled();
  await expect(page.getByLabel("Promo Code")).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: /lucky draw/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Buying for a business" })).not.toBeChecked();
});

test("a kept promo code that no longer applies after a reload is said so, and the order goes without it", async ({ page, baseURL, allowConsoleErrors }) => {
  test.setTimeout(90_000);
  allowConsoleErrors(/status of 400/);
  await signUpThroughApi(page.request, baseURL);
  await addAddressThroughApi(page.request, baseURL);
  for (let i = 0; i < 3; i += 1) await addToCartThroughApi(page.request, baseURL, "1"); // ₹1,125

  await page.goto("/checkout");
  await applyPromo(page, "BULK15");
  await expect(toast(page, "Promo Code Applied!")).toBeVisible();

  // Meanwhile (another tab) the cart drops below the code's minimum.
  const cart = (await (await page.request.get("/api/cart")).json()) as { lines: { id: string }[] };
  const changed = await page.request.patch(`/api/cart/items/${cart.lines[0]!.id}`, { data: { quantity: 1 }, headers: { Origin: baseURL! } });
  expect(changed.ok()).toBe(true);

  await page.reload();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByRole("alert")).toContainText("Minimum Order Not Met: your promo code BULK15 was removed. This promo code requires a minimum order of ₹1,000");
  await expect(toast(page, "Minimum Order Not Met")).toBeVisible();
  await expect(page.getByLabel("Promo Code")).toBeEnabled();
  await expect(summary).not.toContainText("-₹");
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\//);
  const orderId = page.url().split("/").pop()!;
  const placed = (await (await page.request.get(`/api/orders/id/${orderId}`)).json()) as { order: { promoCode: string | null; discountPaise: number } };
  expect(placed.order.promoCode).toBeNull();
  expect(placed.order.discountPaise).toBe(0);
});

test("Account → Saved Addresses → Add New Address opens a form in the account, which saves and stays there", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/account");
  await page.getByRole("tab", { name: "Saved Addresses" }).click();
  await expect(page.getByText("No saved addresses")).toBeVisible();
  await page.getByRole("button", { name: "Add New Address" }).click();
  await expect(page).toHaveURL(/\/account\?tab=addresses$/);
  const form = page.getByRole("form", { name: "New address" });
  await form.getByLabel("Full Name").fill("Asha Devi");
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Pincode").fill("110001");
  await form.getByLabel("Address Line 1").fill("4 Janpath Lane");
  // A reload keeps what was typed here too.
  await page.reload();
  await page.getByRole("tab", { name: "Saved Addresses" }).click();
  const kept = page.getByRole("form", { name: "New address" });
  await expect(kept.getByLabel("Address Line 1")).toHaveValue("4 Janpath Lane");
  await kept.getByLabel("City").fill("New Delhi");
  await kept.getByLabel("State").selectOption("Delhi");
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);
  await kept.getByRole("button", { name: "Save Address" }).click();
  await expect(toast(page, "Address added successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/account\?tab=addresses$/);
  await expect(page.getByRole("tabpanel")).toContainText("4 Janpath Lane");
  await expect(page.getByRole("tabpanel")).toContainText("Default");
  await expect(page.getByRole("form", { name: "New address" })).toHaveCount(0);
});

test("/checkout with an empty cart still renders nothing when no order was just placed here", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/checkout");
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toHaveCount(0);
});
