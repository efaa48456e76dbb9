import { expect, test } from "./fixtures";
import { atHome, header, PASSWORD, readOutboxMail, resetPathFrom, signUpThroughApi, uniqueEmail } from "./auth-helpers";
import { toast } from "./storefront-helpers";

test("the Forgot Password dialog opens and closes, checks the address, disables its button while sending and confirms", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByText("Please enter your email address")).toBeVisible();
  await dialog.getByLabel("Email").fill("not-an-address");
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

  // Hold the request so the sending state can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/request-password-reset", async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(toast(page, "Password Reset Email Sent")).toContainText("Please check your email for a password reset link.");
  await expect(dialog).toBeHidden();
});

test("the full journey: sign up, sign out, forget, reset from the e-mailed link, sign in again; the link works once", async ({ page, allowConsoleErrors }) => {
  // The longest journey of the suite: on a busy machine it needs more than the default 30 s.
  test.setTimeout(60_000);
  allowConsoleErrors(/status of 400/);
  const email = uniqueEmail("journey");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  const signUp = page.getByRole("form", { name: "Sign up" });
  await signUp.getByLabel("Full Name").fill("Kiran Patel");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill(PASSWORD);
  await signUp.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/shop");
  await header(page).getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Signed out")).toBeVisible();
  await page.goto("/auth");

  // The dialog starts from the address typed on the sign-in form.
  await page.getByRole("form", { name: "Sign in" }).getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, "Password Reset Email Sent")).toBeVisible();

  const mail = await readOutboxMail(email);
  expect(mail.subject).toContain("Reset your");
  expect(mail.html).toContain("/auth/reset-password?token=");
  const resetPath = resetPathFrom(mail.text);

  await page.goto(resetPath);
  const form = page.getByRole("form", { name: "Set a new password" });
  await form.getByLabel("New Password", { exact: true }).fill("short");
  await form.getByRole("button", { name: "Reset Password" }).click();
  await expect(form.getByText("Password must be at least 8 characters")).toBeVisible();
  await form.getByLabel("New Password", { exact: true }).fill("new-mustard-pass-9");
  await form.getByLabel("Confirm New Password").fill("something-else-9");
  await form.getByRole("button", { name: "Reset Password" }).click();
  await expect(form.getByText("Passwords do not match")).toBeVisible();
  await form.getByLabel("Confirm New Password").fill("new-mustard-pass-9");
  await form.getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, "Password Updated")).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  const signIn = page.getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password").fill("new-mustard-pass-9");
  await signIn.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Welcome back!")).toBeVisible();
  await atHome(page);
  await expect(page.getByRole("heading", { name: "Hello, Kiran!" })).toBeVisible();

  // The same link a second time.
  await page.goto(resetPath);
  const again = page.getByRole("form", { name: "Set a new password" });
  await again.getByLabel("New Password", { exact: true }).fill("third-password-99");
  await again.getByLabel("Confirm New Password").fill("third-password-99");
  await again.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert")).toContainText("This reset link has expired or has already been used. Please ask for a new one.");
  await expect(page.getByRole("link", { name: "Back to Sign In" })).toBeVisible();
});

test("a reset link without a token says so", async ({ page }) => {
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("alert")).toContainText("This reset link is incomplete.");
});

test("too many reset requests for one address get a clear message", async ({ page, baseURL, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 429/);
  const customer = await signUpThroughApi(page.request, baseURL);
  await page.context().clearCookies();
  await page.goto("/auth");
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  // Three requests an hour per address are allowed (modules/auth/rate-limit.ts).
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByRole("button", { name: "Forgot Password?" }).click();
    await dialog.getByLabel("Email").fill(customer.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole("button", { name: "Forgot Password?" }).click();
  await dialog.getByLabel("Email").fill(customer.email);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, "Error")).toContainText(/Too many attempts\. Please wait \d+ minutes? and try again\./);
  await expect(dialog).toBeVisible();
});
