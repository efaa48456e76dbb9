import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/** A made-up client address (198.18.0.0/15, reserved for benchmarks): only ever sent as a header. */
export function randomClientAddress(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
}

/**
 * Every browser test fails on an unexpected console error or uncaught exception, so regressions
 * nobody asserted still show. A test that expects one (e.g. the 404 document) lists it.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  // Each test is a different shopper's device: its own client address behind the (trusted) proxy.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": randomClientAddress() });
  },
  // A page paints from its HTML before React hydrates it: a navigation is done when React has
  // hydrated the page, as a shopper's first tap needs.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) navigatesUntilHydrated(page);
    await provide(page);
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(errors.filter((text) => !allowed.some((pattern) => pattern.test(text))), "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Makes `goto` and `reload` resolve once React has hydrated the page, not at the load event. */
function navigatesUntilHydrated(page: Page): Page {
  const whenHydrated = async <T,>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => whenHydrated(goto(url, options));
  page.reload = (options) => whenHydrated(reload(options));
  return page;
}

/**
 * A page in a second browser context (another shopper, or staff beside a customer) whose
 * navigations are done when hydrated, like the `page` fixture's: a 7 s expectation then counts
 * from a page that can fetch, not from a load event on a busy runner (stop 18's checkout flake).
 * Only for a context with JavaScript on: without it, no page ever hydrates and `goto` would wait out the test.
 */
export async function newHydratingPage(context: BrowserContext): Promise<Page> {
  return navigatesUntilHydrated(await context.newPage());
}

/** Opens `url` and checks that React has hydrated the page before a test taps it. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

export { expect };
