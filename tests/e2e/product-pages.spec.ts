import type { Page } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, gotoHydrated, test } from "./fixtures";
import { card, toast } from "./storefront-helpers";

// Issue 14: every product and bundle has its own page, rendered by the server from the catalogue
// in the database; a staff change (here: the oil sells out) shows on the shop, the page and the
// cart within seconds, without a rebuild. Its own server, so the shared one's stock is untouched.

const admin = adminServerWithStaffForFile();

const OIL = "Hydraulic Pressed Mustard Oil 1L";
const OIL_PAGE = "/shop/hydraulic-pressed-mustard-oil-1l";

const hydrated = (page: Page, path: string) => gotoHydrated(page, `${admin.server.baseURL}${path}`);

test("a card leads to the product's own page: price, stock, reviews, related products and its schema.org data", async ({ page }) => {
  await hydrated(page, "/shop");
  await card(page, OIL).getByRole("link", { name: OIL }).click();
  await expect(page).toHaveURL(`${admin.server.baseURL}${OIL_PAGE}`);
  await expect(page.getByRole("heading", { level: 1, name: OIL })).toBeVisible();
  const details = page.getByRole("article", { name: OIL });
  await expect(details).toContainText("₹375");
  await expect(details).toContainText("17% off");
  await expect(details).toContainText("In stock");
  await expect(details.getByRole("button", { name: `Add to cart: ${OIL}` })).toBeEnabled();
  await expect(page.getByRole("region", { name: "Customer Reviews" })).toContainText("No reviews yet. Be the first to review!");
  await expect(page.getByRole("region", { name: "You may also like" }).getByRole("article")).toHaveCount(1);

  // What a search engine and a link preview read, straight from the server's HTML.
  const html = await (await page.request.get(`${admin.server.baseURL}${OIL_PAGE}`)).text();
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
  expect(ld).toMatchObject({ "@type": "Product", name: OIL, offers: { "@type": "Offer", priceCurrency: "INR", price: "375.00", availability: "https://schema.org/InStock" } });
  expect(ld).not.toHaveProperty("aggregateRating");
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${OIL_PAGE}"/>`));
  expect(html).toContain('<meta property="og:type" content="product"/>');

  const missing = await page.request.get(`${admin.server.baseURL}/shop/no-such-oil`);
  expect(missing.status()).toBe(404);
});

test("an item that sells out stays on show, cannot be bought, and the cart says so", async ({ page, browser }) => {
  // A shopper with the oil in the cart.
  const email = uniqueEmail("sold-out");
  const signUp = await page.request.post(`${admin.server.baseURL}/api/auth/sign-up/email`, { data: { email, password: PASSWORD, name: "Asha Devi" }, headers: { Origin: admin.server.baseURL } });
  expect(signUp.ok()).toBe(true);
  await hydrated(page, OIL_PAGE);
  await page.getByRole("article", { name: OIL }).getByRole("button", { name: `Add to cart: ${OIL}` }).click();
  await expect(toast(page, "Added to cart!")).toBeVisible();

  // Staff, in their own browser, set the stock to nothing.
  const staffContext = await browser.newContext();
  const signIn = await staffContext.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(signIn.ok()).toBe(true);
  const setStock = await staffContext.request.post(`${admin.server.baseURL}/api/admin/catalogue/1/stock`, { data: { tracked: true, onHand: 0, note: "Batch sold out" }, headers: { Origin: admin.server.baseURL } });
  expect(setStock.ok()).toBe(true);
  await staffContext.close();

  await hydrated(page, "/shop");
  const oilCard = card(page, OIL);
  await expect(oilCard).toContainText("Out of stock");
  await expect(oilCard.getByRole("button", { name: `Add to cart: ${OIL}, out of stock`, exact: true })).toBeDisabled();
  await expect(oilCard.getByRole("button", { name: `Buy Now: ${OIL}, out of stock` })).toBeDisabled();

  await hydrated(page, OIL_PAGE);
  const details = page.getByRole("article", { name: OIL });
  await expect(details).toContainText("Out of stock");
  await expect(details.getByRole("button", { name: `Add to cart: ${OIL}, out of stock`, exact: true })).toBeDisabled();
  const html = await (await page.request.get(`${admin.server.baseURL}${OIL_PAGE}`)).text();
  expect(html).toContain('"availability":"https://schema.org/OutOfStock"');

  await hydrated(page, "/cart");
  await expect(page.getByRole("listitem", { name: OIL })).toContainText("Out of stock. Please remove it to check out.");
});
