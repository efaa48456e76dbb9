import type { Page } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { openReviews, productsOf } from "./reviews-helpers";
import { toast, watchValidationCode } from "./storefront-helpers";

// Writing a review: the rating first, then a signed-in shopper, then saving or changing it.

declare global {
  interface Window {
    __successToastMs?: number;
  }
}

/** Records, in the page, how long the success toast is on screen (from added to removed). */
async function timeSuccessToast(page: Page) {
  await page.evaluate(() => {
    let shownAt: number | null = null;
    const observer = new MutationObserver(() => {
      const shown = [...document.querySelectorAll("[data-sonner-toast]")].some((toast) => toast.textContent?.includes("Review submitted successfully"));
      if (shown && shownAt === null) shownAt = performance.now();
      if (!shown && shownAt !== null) {
        window.__successToastMs = performance.now() - shownAt;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

test("signed out, the rating is asked for first, then sign-in", async ({ page }, testInfo) => {
  await page.goto("/shop");
  const dialog = await openReviews(page, productsOf(testInfo).read);
  await dialog.getByRole("tab", { name: "Write a Review" }).click();
  await expect(dialog.getByRole("heading", { name: "Rate this product" })).toBeVisible();

  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Rating required")).toContainText("Please select a star rating before submitting");
  await expect(page).toHaveURL(/\/shop$/);

  await dialog.getByRole("radio", { name: "3 stars" }).check();
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Login required")).toContainText("Please login to submit a review.");
  await expect(page).toHaveURL(/\/auth$/);
});

test("a signed-in shopper rates by keyboard, submits, then changes the review by submitting again", async ({ page, baseURL }, testInfo) => {
  const productName = productsOf(testInfo).write;
  await signUpThroughApi(page.request, baseURL, "Ramesh Kumar");
  await page.goto("/shop");
  const dialog = await openReviews(page, productName);
  await dialog.getByRole("tab", { name: "Write a Review" }).click();

  const text = dialog.getByLabel("Your review (optional)");
  await expect(dialog.getByText("0/1000 characters")).toBeVisible();
  await text.fill("Smells of real mustard");
  await expect(dialog.getByText("22/1000 characters")).toBeVisible();
  await expect(text).toHaveAttribute("maxlength", "1000");

  // Keyboard only: Tab into the stars, Space picks 1, the arrows move to 4.
  await dialog.getByRole("radio", { name: "1 star" }).focus();
  await page.keyboard.press("Space");
  for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await timeSuccessToast(page);
  await dialog.getByRole("button", { name: "Submit Review" }).click();

  const success = toast(page, "Review submitted successfully! ✓");
  await expect(success).toContainText(`Thank you for reviewing ${productName}. Your feedback helps us improve!`);
  // It stays 5 seconds, timed inside the page so a busy test machine cannot blur the figure.
  // Sonner's default (4 s) measures about 4.2 s here, 5 s between 4.8 and 5.3 s: 4.5 s parts them.
  await expect.poll(() => page.evaluate(() => window.__successToastMs), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__successToastMs)).toBeGreaterThanOrEqual(4500);
  // The list is shown again, refreshed, with the new review in it.
  await expect(dialog.getByRole("tab", { name: "Customer Reviews" })).toHaveAttribute("aria-selected", "true");
  const mine = dialog.getByRole("listitem").filter({ hasText: "Ramesh Kumar" });
  await expect(mine).toContainText("Smells of real mustard");
  await expect(mine.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(dialog.getByText("Based on 1 review")).toBeVisible();

  // The form was reset.
  await dialog.getByRole("tab", { name: "Write a Review" }).click();
  await expect(text).toHaveValue("");
  await expect(dialog.getByText("0/1000 characters")).toBeVisible();
  for (const name of ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]) await expect(dialog.getByRole("radio", { name })).not.toBeChecked();

  await dialog.getByRole("radio", { name: "2 stars" }).check();
  await text.fill("Changed my mind: too strong for me");
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Review submitted successfully! ✓")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Ramesh Kumar" })).toHaveCount(1);
  await expect(mine).toContainText("Changed my mind: too strong for me");
  await expect(mine).not.toContainText("Smells of real mustard");
  await expect(mine.getByRole("img", { name: "Rated 2 out of 5" })).toBeVisible();
  await expect(dialog.getByText("Based on 1 review")).toBeVisible();
});

test("a failed submission says so and keeps what the shopper wrote", async ({ page, baseURL, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors(/status of 503/);
  await signUpThroughApi(page.request, baseURL, "Farida Khan");
  await page.route("**/api/products/*/reviews/mine", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { message: "The shop is busy. Please try again in a minute." } }) }),
  );
  await page.goto("/shop");
  const dialog = await openReviews(page, productsOf(testInfo).read);
  await dialog.getByRole("tab", { name: "Write a Review" }).click();
  await dialog.getByRole("radio", { name: "5 stars" }).check();
  await dialog.getByLabel("Your review (optional)").fill("Worth every rupee");
  await dialog.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Error submitting review")).toContainText("The shop is busy. Please try again in a minute.");
  await expect(dialog.getByLabel("Your review (optional)")).toHaveValue("Worth every rupee");
  await expect(dialog.getByRole("radio", { name: "5 stars" })).toBeChecked();
});

test("a product page loads no validation code with the page; a review sent while it cannot be fetched keeps what was typed, and the next press checks", async ({ page, baseURL, allowConsoleErrors }) => {
  // Every fetch of the validation code while offline is logged by the browser.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  await signUpThroughApi(page.request, baseURL, "Meera Singh");
  const zod = await watchValidationCode(page);

  await page.goto("/shop/hydraulic-pressed-mustard-oil-1l");
  const reviews = page.getByRole("region", { name: "Customer Reviews" });
  await expect(reviews.getByRole("tab", { name: "Customer Reviews" })).toHaveAttribute("aria-selected", "true");
  // On a first load the list asks for its reviews once the page has hydrated.
  await expect(reviews.getByRole("tabpanel")).toContainText(/No reviews yet|Based on/);
  await page.waitForLoadState("networkidle");
  expect(zod.fetched).toEqual([]);

  // The network drops before the form is used: the press says so, sends nothing and keeps the text.
  zod.offline = true;
  await reviews.getByRole("tab", { name: "Write a Review" }).click();
  const text = reviews.getByLabel("Your review (optional)");
  await text.fill("Fresh and strong");
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Error submitting review")).toContainText("Could not reach the shop. Please check your connection and try again.");
  await expect(text).toHaveValue("Fresh and strong");
  await expect(reviews.getByRole("button", { name: "Submit Review" })).toBeEnabled();

  // Back online, the same press checks the form with the server's schema: no rating yet.
  zod.offline = false;
  await reviews.getByRole("button", { name: "Submit Review" }).click();
  await expect(toast(page, "Rating required")).toContainText("Please select a star rating before submitting");
  expect(zod.fetched.length).toBeGreaterThan(0);
  await expect(text).toHaveValue("Fresh and strong");
});
