import { expect, test } from "./fixtures";
import { dismissLuckyDraw, expectNotFoundPage } from "./storefront-helpers";

test("the home page opens with the shop's header and footer", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await dismissLuckyDraw(page);
  await expect(page.getByRole("banner")).toContainText("Free Shipping Above ₹499");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" })).toBeVisible();
});

test("the shop page opens with its heading", async ({ page }) => {
  const response = await page.goto("/shop");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Shop Pure Products" })).toBeVisible();
  await expect(page).toHaveTitle(/Shop/);
});

test("an unknown path shows the 404 page with status 404 and a link home", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await expectNotFoundPage(page, "/no-such-page");
});
