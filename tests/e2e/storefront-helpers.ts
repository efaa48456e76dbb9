import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/**
 * Watches the page's fetches of zod, the validation library the forms share with the server
 * (docs/decisions/038-validation-loaded-when-needed.md): `fetched` lists them, and while `offline`
 * is set they fail as on a dropped network.
 */
export async function watchValidationCode(page: Page) {
  const watch = { offline: false, fetched: [] as string[] };
  await page.route("**/assets/*.js", async (route) => {
    const response = await route.fetch();
    const isZod = (await response.text()).includes("ZodError");
    if (isZod && watch.offline) return route.abort("internetdisconnected");
    if (isZod) watch.fetched.push(route.request().url());
    return route.fulfill({ response });
  });
  return watch;
}

/** Fills the address form with a good address in Bharatpur, Rajasthan (12 Mustard Field Road). */
export async function fillAddress(form: Locator) {
  await form.getByLabel("Full Name").fill("Asha Devi");
  await form.getByLabel("Phone Number").fill("9876543210");
  await form.getByLabel("Address Line 1").fill("12 Mustard Field Road");
  await form.getByLabel("City").fill("Bharatpur");
  await form.getByLabel("State").selectOption("Rajasthan");
  await form.getByLabel("Pincode").fill("321001");
}

/** The home page's lucky-draw pop-up opens 1 s after load and covers the page: close it (in either language). */
export async function dismissLuckyDraw(page: Page) {
  const later = page.getByRole("button", { name: /^(Maybe Later|बाद में)$/ });
  await later.click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

/** Answers wa.me in the test (no network) and returns the next chat link the page opens. */
export async function nextWhatsappLink(context: BrowserContext, page: Page, submit: () => Promise<void>): Promise<URL> {
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
  const [popup] = await Promise.all([page.waitForEvent("popup"), submit()]);
  const url = new URL(popup.url());
  await popup.close();
  return url;
}

export const productCards = (page: Page) => page.getByRole("region", { name: "Products" }).getByRole("article");

/** A product or bundle card, named by its heading. */
export const card = (page: Page, name: string) => page.getByRole("article", { name });

/** Signed out, a button that needs an account says so in a toast and goes to sign in, which leads back to this page (tests/e2e/keep-journey.spec.ts). */
export async function expectLoginPrompt(page: Page, button: Locator, message: string) {
  await button.click();
  await expect(toast(page, "Login Required")).toContainText(message);
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2F[^&]*$/);
}

/** A private page sends a signed-out visitor to sign in. */
export async function expectSentToSignIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth$/);
}

/** An unknown path answers 404 with the shop's page, whose link goes home. */
export async function expectNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Types a promo code into checkout's box (on the page or in `scope`) and presses Apply; the caller asserts the answer. */
export async function applyPromo(scope: Page | Locator, code: string): Promise<void> {
  await scope.getByLabel("Promo Code").fill(code);
  await scope.getByRole("button", { name: "Apply" }).click();
}

/** Presses the checkout summary's Place Order, waits for the placed order's page and gives its Items region. */
export async function placeOrderFromSummary(page: Page, summary: Locator): Promise<Locator> {
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);
  return page.getByRole("region", { name: "Items" });
}

/** Typing `value` into `field` and pressing `save` is refused before anything is sent: `form` shows `message` and the cursor is back in the field. */
export async function expectRefusedOnField(form: Locator, field: Locator, value: string, save: string, message: string): Promise<void> {
  await field.fill(value);
  await form.getByRole("button", { name: save }).click();
  await expect(form.getByText(message)).toBeVisible();
  await expect(field).toBeFocused();
}

/** A blog post's Read More opens the whole article in a dialog named `title` that shows `texts`, and Escape closes it. */
export async function readArticleInDialog(page: Page, readMore: RegExp, title: string, texts: string[]): Promise<void> {
  await page.getByRole("button", { name: readMore }).click();
  const dialog = page.getByRole("dialog", { name: title });
  for (const text of texts) await expect(dialog).toContainText(text);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Types each value into the text field of that name (the whole name, so "Email" is not "Email address"). */
export async function fillTextboxes(scope: Page | Locator, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await scope.getByRole("textbox", { name, exact: true }).fill(value);
}

/** The signed-out "Follow a complaint" form's words, in the language of the page. */
export type FollowComplaintWords = { form: string; ticket: string; email: string; find: string; complaint: string };

/** Looks a complaint up by ticket number and e-mail on the page's follow form, and gives the ticket it shows. */
export async function followComplaint(page: Page, words: FollowComplaintWords, ticket: string, email: string): Promise<Locator> {
  const section = page.getByRole("region", { name: words.form });
  const form = section.getByRole("form", { name: words.form });
  await fillTextboxes(form, { [words.ticket]: ticket, [words.email]: email });
  await form.getByRole("button", { name: words.find }).click();
  return section.getByRole("article", { name: `${words.complaint} ${ticket}` });
}
