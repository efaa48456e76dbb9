import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, randomClientAddress, test } from "./fixtures";

// Desktop and mobile share one server, so each project reviews its own products: a count or an
// average asserted here is never disturbed by the other project's tests.
const PRODUCTS = {
  desktop: { read: "Hydraulic Pressed Mustard Oil 1L", write: "Wood Pressed Mustard Oil 1L", average: "Organic Arhar Dal 500gm", many: "Sabut Moong Dal" },
  mobile: { read: "Urad Dal", write: "Panchratna Dal", average: "Moong Dal", many: "Masoor Dal" },
} as const;
const productIds: Record<string, string> = {
  "Hydraulic Pressed Mustard Oil 1L": "1",
  "Wood Pressed Mustard Oil 1L": "2",
  "Organic Arhar Dal 500gm": "3",
  "Urad Dal": "4",
  "Panchratna Dal": "5",
  "Moong Dal": "6",
  "Sabut Moong Dal": "7",
  "Masoor Dal": "8",
};
const productsOf = (testInfo: TestInfo) => PRODUCTS[testInfo.project.name === "mobile" ? "mobile" : "desktop"];

const uniqueEmail = () => `reviewer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUp(request: APIRequestContext, baseURL: string, name: string) {
  const response = await request.post("/api/auth/sign-up/email", { data: { email: uniqueEmail(), password: "mustard-oil-123", name }, headers: { Origin: baseURL } });
  expect(response.ok()).toBe(true);
}

/** Another shopper, in their own cookie jar, reviews a product through the API. */
async function reviewAsAnotherShopper(
  playwright: { request: { newContext(options: { baseURL: string; extraHTTPHeaders: Record<string, string> }): Promise<APIRequestContext> } },
  baseURL: string,
  { name, productName, rating, reviewText }: { name: string; productName: string; rating: number; reviewText?: string },
) {
  const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() } });
  try {
    await signUp(shopper, baseURL, name);
    const response = await shopper.put(`/api/products/${productIds[productName]}/reviews/mine`, { data: { rating, reviewText }, headers: { Origin: baseURL } });
    expect(response.ok()).toBe(true);
  } finally {
    await shopper.dispose();
  }
}

async function openReviews(page: Page, productName: string) {
  await page.getByRole("button", { name: `Reviews for ${productName}` }).click();
  const dialog = page.getByRole("dialog", { name: productName });
  await expect(dialog).toBeVisible();
  return dialog;
}

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

const axeSource = readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

/** Serious and critical axe findings inside the open dialog. */
async function dialogViolations(page: Page) {
  // Evaluated rather than injected as a <script>: the shop's CSP blocks inline scripts.
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Element, options: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document.querySelector('[role="dialog"]')!, { resultTypes: ["violations"] });
  });
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("a signed-out visitor reads a product's reviews, and a reviewer's HTML shows as plain text", async ({ page, playwright, baseURL }, testInfo) => {
  const productName = productsOf(testInfo).read;
  page.on("dialog", (dialog) => {
    throw new Error(`a review ran script: ${dialog.message()}`);
  });
  await page.goto("/shop");
  let dialog = await openReviews(page, productName);
  await expect(dialog.getByRole("tab", { name: "Customer Reviews" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByText("No reviews yet. Be the first to review!")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `Reviews for ${productName}` })).toBeFocused();

  const html = `<img src=x onerror="alert('xss')"><b>Bold</b> claims & "quotes"`;
  await reviewAsAnotherShopper(playwright, baseURL!, { name: "kavita sharma", productName, rating: 4, reviewText: html });
  await page.reload();
  dialog = await openReviews(page, productName);
  const review = dialog.getByRole("listitem").filter({ hasText: "kavita sharma" });
  await expect(review).toContainText(html);
  await expect(review.locator("b, img")).toHaveCount(0);
  await expect(review.getByText("K", { exact: true })).toBeVisible();
  await expect(review.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(dialog.getByText("Based on 1 review")).toBeVisible();
});

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
  await signUp(page.request, baseURL!, "Ramesh Kumar");
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

test("the average is rounded to one decimal and its stars are filled by its floor", async ({ page, playwright, baseURL }, testInfo) => {
  const productName = productsOf(testInfo).average;
  for (const [name, rating] of [["Sunita", 5], ["Gopal", 4], ["Lakshmi", 4]] as const) {
    await reviewAsAnotherShopper(playwright, baseURL!, { name, productName, rating });
  }
  await page.goto("/shop");
  const dialog = await openReviews(page, productName);
  const summary = dialog.getByRole("region", { name: "Average rating" });
  await expect(summary).toContainText("4.3");
  await expect(summary).toContainText("Based on 3 reviews");
  await expect(summary.locator("svg.fill-mustard-500")).toHaveCount(4);
  // Newest first.
  await expect(dialog.getByRole("list", { name: "Reviews" }).getByRole("listitem").first()).toContainText("Lakshmi");
  expect(await dialogViolations(page)).toEqual([]);
  await dialog.getByRole("tab", { name: "Write a Review" }).click();
  await expect(dialog.getByRole("heading", { name: "Rate this product" })).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
});

test("a product with more than 20 reviews shows them 20 at a time", async ({ page, playwright, baseURL }, testInfo) => {
  // 21 sign-ups, each hashing a password on the server.
  test.slow();
  const productName = productsOf(testInfo).many;
  await Promise.all(
    Array.from({ length: 21 }, (_, index) => reviewAsAnotherShopper(playwright, baseURL!, { name: `Shopper ${index + 1}`, productName, rating: 5, reviewText: `Review number ${index + 1}` })),
  );
  await page.goto("/shop");
  const dialog = await openReviews(page, productName);
  const items = dialog.getByRole("list", { name: "Reviews" }).getByRole("listitem");
  await expect(dialog.getByText("Based on 21 reviews")).toBeVisible();
  await expect(items).toHaveCount(20);
  await dialog.getByRole("button", { name: "Show more reviews" }).click();
  await expect(items).toHaveCount(21);
  await expect(dialog.getByRole("button", { name: "Show more reviews" })).toBeHidden();
});

test("a failed submission says so and keeps what the shopper wrote", async ({ page, baseURL, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors(/status of 503/);
  await signUp(page.request, baseURL!, "Farida Khan");
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
