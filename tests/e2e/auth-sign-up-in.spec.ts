import { expect, test } from "./fixtures";
import { atHome, header, PASSWORD, signUpThroughApi, uniqueEmail, watchShopperDataAroundLogout } from "./auth-helpers";
import { toast } from "./storefront-helpers";

test("sign-up shows each rule's message, creates the account, greets by first name and keeps the session over a reload", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await expect(form.getByText("At least 8 characters.")).toBeVisible();

  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(form.getByText("Full name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();

  const email = uniqueEmail("signup");
  await form.getByLabel("Full Name").fill("  Asha Devi Sharma ");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByLabel("Password").fill("short");
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Success!")).toContainText("Account created successfully. You can now login.");
  await atHome(page);
  await expect(header(page).getByRole("link", { name: "Account" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Hello, Asha!" })).toBeVisible();

  await page.reload();
  await atHome(page);
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hello, Asha!" })).toBeVisible();
});

test("a second sign-up with the same e-mail shows the server's message", async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 422/);
  const existing = await signUpThroughApi(page.request, baseURL);
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const form = page.getByRole("form", { name: "Sign up" });
  await form.getByLabel("Full Name").fill("Someone Else");
  await form.getByLabel("Email").fill(existing.email.toUpperCase());
  await form.getByLabel("Password").fill("another-password-1");
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(toast(page, "Error")).toContainText("User already exists. Use another email.");
  await expect(page).toHaveURL(/\/auth$/);
});

test("sign-in refuses a wrong password with the server's message, then signs in and says welcome back", async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  const customer = await signUpThroughApi(page.request, baseURL, "Ravi Kumar");
  await page.context().clearCookies();
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });

  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Password is required")).toBeVisible();

  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel("Password").fill("not-my-password");
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Error")).toContainText("Invalid email or password");
  await expect(page).toHaveURL(/\/auth$/);

  await form.getByLabel("Password").fill(customer.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Welcome back!")).toContainText("You've successfully signed in.");
  await atHome(page);
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hello, Ravi!" })).toBeVisible();
});

test("an existing session on /auth goes to the home page", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/auth");
  await atHome(page);
  await expect(header(page).getByRole("link", { name: "Account" })).toBeVisible();
});

test("sign-in goes back to a page of this site named by redirectTo, never to another site", async ({ page, baseURL }) => {
  const customer = await signUpThroughApi(page.request, baseURL);
  await page.context().clearCookies();
  await page.goto(`/auth?redirectTo=${encodeURIComponent("/bundles")}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel("Password").fill(customer.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/bundles$/);

  await page.goto(`/auth?redirectTo=${encodeURIComponent("//evil.example/steal")}`);
  await atHome(page);
});

test("Logout ends the session, says so, goes home and the header follows without a reload", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL, "Meera");
  await page.goto("/shop");
  const shopperData = watchShopperDataAroundLogout(page);
  await header(page).getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Signed out")).toContainText("You've been signed out successfully");
  await atHome(page);
  await expect(header(page).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Account" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: /^Hello,/ })).toHaveCount(0);
  shopperData.expectNone();

  // The server forgot the session too: the API refuses the old cookie's owner.
  const cart = await page.request.get("/api/cart");
  expect(cart.status()).toBe(401);
});

test("signing in loads that shopper's cart count, and after Logout the next shopper sees none of it", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const first = await signUpThroughApi(page.request, baseURL, "First Shopper");
  const added = await page.request.post("/api/cart/items", { data: { productId: "1" }, headers: { Origin: baseURL! } });
  expect(added.ok()).toBe(true);
  await page.context().clearCookies();
  const second = await signUpThroughApi(page.request, baseURL, "Second Shopper");
  await page.context().clearCookies();

  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(first.email);
  await form.getByLabel("Password").fill(first.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await atHome(page);
  await expect(header(page).getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.goto("/shop");
  const shopperData = watchShopperDataAroundLogout(page);
  await header(page).getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await atHome(page);
  await expect(header(page).getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  shopperData.expectNone();

  await page.goto("/auth");
  await form.getByLabel("Email").fill(second.email);
  await form.getByLabel("Password").fill(second.password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await atHome(page);
  await expect(page.getByRole("heading", { name: "Hello, Second!" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Cart", exact: true })).toBeVisible();
});
