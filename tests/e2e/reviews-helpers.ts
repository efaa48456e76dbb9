import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { expect, randomClientAddress } from "./fixtures";

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
export const productsOf = (testInfo: TestInfo) => PRODUCTS[testInfo.project.name === "mobile" ? "mobile" : "desktop"];

/** Another shopper, in their own cookie jar, reviews a product through the API. */
export async function reviewAsAnotherShopper(
  playwright: { request: { newContext(options: { baseURL: string; extraHTTPHeaders: Record<string, string> }): Promise<APIRequestContext> } },
  baseURL: string,
  { name, productName, rating, reviewText }: { name: string; productName: string; rating: number; reviewText?: string },
) {
  const shopper = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() } });
  try {
    await signUpThroughApi(shopper, baseURL, name);
    const response = await shopper.put(`/api/products/${productIds[productName]}/reviews/mine`, { data: { rating, reviewText }, headers: { Origin: baseURL } });
    expect(response.ok()).toBe(true);
  } finally {
    await shopper.dispose();
  }
}

export async function openReviews(page: Page, productName: string) {
  await page.getByRole("button", { name: `Reviews for ${productName}` }).click();
  const dialog = page.getByRole("dialog", { name: productName });
  await expect(dialog).toBeVisible();
  return dialog;
}
