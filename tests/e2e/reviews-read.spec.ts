import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openReviews, productsOf, reviewAsAnotherShopper } from "./reviews-helpers";

// Reading a product's reviews: the list, its average and its pages.

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
  expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole("tab", { name: "Write a Review" }).click();
  await expect(dialog.getByRole("heading", { name: "Rate this product" })).toBeVisible();
  expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
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
