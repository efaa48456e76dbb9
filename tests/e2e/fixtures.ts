import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on an unexpected console error or uncaught exception, so regressions
 * nobody asserted still show. A test that expects one (e.g. the 404 document) lists it.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
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

export { expect };
