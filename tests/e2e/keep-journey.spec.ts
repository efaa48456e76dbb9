import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { header, PASSWORD, signUpThroughApi, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { card, dismissLuckyDraw, toast } from "./storefront-helpers";

// Not losing what the shopper was doing (issue 17): the action pressed before signing in is done
// after it, checkout survives a reload, and the journeys that used to end on a blank checkout or
// on /auth end somewhere useful.

async function addToCartThroughApi(request: APIRequestContext, baseURL: string | undefined, productId: string) {
  const response = await request.post("/api/cart/items", { data: { productId }, headers: { Origin: baseURL! } });
  expect(response.ok()).toBe(true);
}

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
  test(`Logout from ${path} lands on the home page, not on sign-in`, async ({ page, baseURL }) => {
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
  await page.goto("/shop?category=organic");
  await exactCard(page, "Moong Dal").getByRole("button", { name: /add.*to cart/i }).click();
  await expect(toast(page, "Login Required")).toContainText("Please login to add items to cart");
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

test("signed out, Buy Now asks for sign-in; after signing in the bundle is in the cart and checkout opens", async ({ page, baseURL }) => {
  await page.goto("/bundles");
  await card(page, "Traditional Oil Duo").getByRole("button", { name: /buy/i }).click();
  await expect(toast(page, "Login Required")).toContainText("Please login to add items to cart");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fbundles$/);

  await signInOnPage(page, baseURL);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Order Summary" })).toContainText("Traditional Oil Duo");
  expect(await cartCount(page.request)).toBe(1);
});

test("signed out, the wishlist heart asks for sign-in; after signing in the heart is filled", async ({ page, baseURL }) => {
  await page.goto("/shop");
  await exactCard(page, "Chana Dal").getByRole("button", { name: /wishlist/i }).click();
  await expect(toast(page, "Login Required")).toContainText("Please login to add items to wishlist");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fshop$/);

  await signInOnPage(page, baseURL);
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
