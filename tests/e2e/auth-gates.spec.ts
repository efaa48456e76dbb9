import { expect, test } from "./fixtures";
import { atHome, header, returnToTab, signUpThroughApi } from "./auth-helpers";

for (const path of ["/cart", "/wishlist", "/account", "/checkout"]) {
  test(`a signed-out visitor to ${path} is sent to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  });
}

test("signed out, the header's Wishlist and Cart lead to /auth", async ({ page }) => {
  await page.goto("/shop");
  await header(page).getByRole("link", { name: "Wishlist" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/shop");
  await header(page).getByRole("link", { name: /^Cart/ }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("a session ended elsewhere sends the shopper from a private page to /auth when they come back to the tab", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/wishlist");
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  // The page has its data (the wishlist, and the header's cart) before the session ends: a request
  // still on its way then would be refused, and the browser would log the 401.
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  await page.waitForLoadState("networkidle");

  // Signed out from another tab of the same browser: same cookies, the server drops the session.
  const signOut = await page.request.post("/api/auth/sign-out", { data: {}, headers: { Origin: baseURL! } });
  expect(signOut.ok()).toBe(true);
  await returnToTab(page);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("a private page whose API call finds the session gone goes to /auth", async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/");
  await atHome(page);
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  // The session is revoked on the server while the page still believes it is signed in.
  const signOut = await page.request.post("/api/auth/sign-out", { data: {}, headers: { Origin: baseURL! } });
  expect(signOut.ok()).toBe(true);
  await header(page).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
