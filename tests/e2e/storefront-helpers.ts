import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** The home page's lucky-draw pop-up opens 1 s after load and covers the page: close it. */
export async function dismissLuckyDraw(page: Page) {
  const later = page.getByRole("button", { name: "Maybe Later" });
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
