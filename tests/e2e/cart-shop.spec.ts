import type { Page } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { addToCartThroughApi } from "./place-order";
import { card, expectLoginPrompt, expectSentToSignIn, toast } from "./storefront-helpers";

// Each test signs its own new shopper up through the API; the cookie is shared with the page.

/** The cart as the server holds it, read by the page itself (the browser retries a reset keep-alive socket). */
function serverCart(page: Page) {
  return page.evaluate(async () => (await (await fetch("/api/cart")).json()) as { lines: { productId: string; quantity: number }[] });
}

const cartLine = (page: Page, name: string) => page.getByRole("listitem", { name });

test("signed out, Add to cart and Buy Now ask for sign-in and go to /auth", async ({ page }) => {
  await page.goto("/shop");
  await expectLoginPrompt(page, card(page, "Moong Dal").getByRole("button", { name: "Add to cart: Moong Dal" }), "Please login to add items to cart");

  await page.goto("/bundles");
  await card(page, "Traditional Oil Duo").getByRole("button", { name: "Buy Now: Traditional Oil Duo" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fbundles$/);

  await expectSentToSignIn(page, "/cart");
});

test("adds from the shop and from a bundle, and the header badge counts every item", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/shop");
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();

  const dal = card(page, "Organic Arhar Dal 500gm");
  await dal.getByRole("button", { name: "Add to cart: Organic Arhar Dal 500gm" }).click();
  await expect(toast(page, "Added to cart!")).toContainText("Organic Arhar Dal 500gm has been added to your cart.");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await dal.getByRole("button", { name: "Add to cart: Organic Arhar Dal 500gm" }).click();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.goto("/bundles");
  await card(page, "Healthy Grains Combo").getByRole("button", { name: "Add to cart: Healthy Grains Combo" }).click();
  await expect(toast(page, "Healthy Grains Combo has been added to your cart.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  // On a phone the toasts cover the header for a few seconds: follow the badge's link by its address.
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toHaveAttribute("href", "/cart");
  await page.goto("/cart");
  const lines = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  // Newest first: the bundle was added last.
  await expect(lines.first()).toHaveAccessibleName("Healthy Grains Combo");
  await expect(cartLine(page, "Organic Arhar Dal 500gm")).toContainText("₹85 each");
  await expect(cartLine(page, "Organic Arhar Dal 500gm")).toContainText("₹170");
});

test("edits quantities, removes lines and shows the empty cart", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "12");
  await addToCartThroughApi(page.request, baseURL, "4");
  await page.goto("/cart");

  const daliya = cartLine(page, "Kathiya Daliya");
  const decrease = daliya.getByRole("button", { name: "Decrease quantity" });
  const increase = daliya.getByRole("button", { name: "Increase quantity" });
  await expect(decrease).toBeDisabled();
  await increase.click();
  await expect(daliya.getByLabel("Quantity", { exact: true })).toHaveText("2");
  await expect(daliya).toContainText("₹80");
  await expect(decrease).toBeEnabled();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await increase.click();
  await expect(daliya.getByLabel("Quantity", { exact: true })).toHaveText("3");
  await decrease.click();
  await expect(daliya.getByLabel("Quantity", { exact: true })).toHaveText("2");
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("₹155");

  await daliya.getByRole("button", { name: "Remove Kathiya Daliya" }).click();
  await expect(daliya).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await cartLine(page, "Urad Dal").getByRole("button", { name: "Remove Urad Dal" }).click();

  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("says how much more is needed for free shipping, and FREE from ₹499", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  // ₹375 + ₹80 + ₹40 = ₹495 (every catalogue price is a multiple of ₹5; ₹498/₹499 are covered by pricing.test.ts).
  for (const id of ["1", "5", "12"]) await addToCartThroughApi(page.request, baseURL, id);
  await page.goto("/cart");
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary).toContainText("Subtotal₹495");
  await expect(summary).toContainText("Shipping₹50");
  await expect(summary).toContainText("Total₹545");
  await expect(summary).toContainText("Add ₹4 more for FREE shipping");

  // Swap Panchratna Dal (₹80) for Organic Arhar Dal (₹85): ₹500.
  await cartLine(page, "Panchratna Dal").getByRole("button", { name: "Remove Panchratna Dal" }).click();
  await expect(cartLine(page, "Panchratna Dal")).toHaveCount(0);
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await card(page, "Organic Arhar Dal 500gm").getByRole("button", { name: "Add to cart: Organic Arhar Dal 500gm" }).click();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  await page.goto("/cart");
  await expect(summary).toContainText("Subtotal₹500");
  await expect(summary).toContainText("ShippingFREE");
  await expect(summary).toContainText("Total₹500");
  await expect(summary).not.toContainText("more for FREE shipping");
  await summary.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // A click from the cart reads the checkout's data in the browser (no page rendered for the shopper).
  await expect(page.getByRole("heading", { name: "Order Summary" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Organic Arhar Dal 500gm");
});

test("Buy Now, signed in, adds one and goes to checkout", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/bundles");
  await card(page, "Monthly Oil Pack").getByRole("button", { name: "Buy Now: Monthly Oil Pack" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = await serverCart(page);
  expect(cart.lines).toEqual([expect.objectContaining({ productId: "bundle-5", quantity: 1 })]);
});

test("a double press of Add to cart adds one", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/shop");
  const button = card(page, "Masoor Dal").getByRole("button", { name: "Add to cart: Masoor Dal" });
  await expect(button).toBeEnabled();
  await button.dblclick();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await expect(button).toBeEnabled();
  const cart = await serverCart(page);
  expect(cart.lines.map((line) => line.quantity)).toEqual([1]);
});

test("the second click of a double press adds nothing, even after the first add was answered; a quick press on another button acts", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/shop");
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/cart/items") posted.push(request.postData() ?? "");
  });
  const masoor = card(page, "Masoor Dal").getByRole("button", { name: "Add to cart: Masoor Dal" });
  await masoor.click();
  // The first add is done: answered, confirmed, and the button ready again.
  await expect(toast(page, "Added to cart!")).toContainText("Masoor Dal has been added to your cart.");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await expect(masoor).toBeEnabled();
  // The double press's second click (the browser counts it in `detail`), late: a fast server has
  // already answered the first, so no add is on its way to hold it back.
  await masoor.dispatchEvent("click", { detail: 2 });
  // A quick press on another card counts as a second click too (Chrome on Android counts a tap
  // near the last one, whatever the button): it acts. Its add is sent after anything the ignored
  // click could have started.
  const moong = card(page, "Moong Dal").getByRole("button", { name: "Add to cart: Moong Dal" });
  await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === "/api/cart/items"), moong.dispatchEvent("click", { detail: 2 })]);
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  expect(posted).toHaveLength(2);
  const cart = await serverCart(page);
  expect(cart.lines.map((line) => line.quantity)).toEqual([1, 1]);
});

test("adds to the cart and the wishlist from the home page's featured carousel", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/");
  await page.getByRole("button", { name: "Maybe Later" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();

  const featured = page.getByRole("region", { name: "Featured Products" });
  await featured.getByRole("button", { name: "Add to cart: Hydraulic Pressed Mustard Oil 1L" }).click();
  await expect(toast(page, "Hydraulic Pressed Mustard Oil 1L has been added to your cart.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await featured.getByRole("button", { name: "Add Hydraulic Pressed Mustard Oil 1L to wishlist" }).click();
  await expect(toast(page, "Added to wishlist!")).toBeVisible();
  await expect(featured.getByRole("button", { name: "Remove Hydraulic Pressed Mustard Oil 1L from wishlist" })).toBeVisible();
});
