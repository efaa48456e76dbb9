import type { Page } from "@playwright/test";
import { brand, registeredAddressText, seller } from "../../src/shared/brand";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

// The untranslated-text walk (issue 45): a Hindi page shows no English sentence, and no message id
// where a message is missing from the catalogue the page was sent. Names stay as they are written.

/** The Hindi pages whose every word is written; each slice of the translation adds its pages here. */
const hindiPages = [
  "/hi/our-story",
  "/hi/why-choose-us",
  "/hi/lab-reports",
  "/hi/terms-of-service",
  "/hi/privacy-policy",
  "/hi/shipping-policy",
  "/hi/return-refund-policy",
  "/hi/terms-lucky-draw",
  "/hi/no-such-page",
  "/hi/auth",
  "/hi/auth/reset-password",
  "/hi/unsubscribe",
  "/hi/business-enquiry",
];

/** Names, addresses and marks that are the same in every language. */
const names = [
  seller.legalName,
  registeredAddressText(),
  seller.grievanceOfficer.name,
  brand.name,
  "Delhi-NCR",
  "WhatsApp",
  "Instagram",
  "Facebook",
  "YouTube",
  "FSSAI",
  "GSTIN",
];

/** Every text a shopper meets: what is drawn, and what a screen reader says (labels, alt text, titles). */
function shownText(page: Page) {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join("\n");
  });
}

/** Runs of three or more Latin-script words left once the names are taken out. */
function englishIn(text: string): string[] {
  const withoutNames = names.reduce((rest, name) => rest.replaceAll(name, " "), text);
  return withoutNames.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?&()/-]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}

/** A missing message shows its id: six characters of base64, with a digit, a capital or a sign. */
function messageIdsIn(text: string): string[] {
  return (text.match(/(?<![\w/+])[A-Za-z0-9+/]{6}(?![\w/+])/g) ?? []).filter((token) => /[0-9+/]/.test(token) && /[A-Z]/.test(token) && /[a-z]/.test(token));
}

test.describe("the untranslated-text walk", () => {
  for (const address of hindiPages) {
    test(`${address} has no English sentence and no missing message`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/404/);
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      const text = await shownText(page);
      expect(englishIn(text), "English left on the page").toEqual([]);
      expect(messageIdsIn(text), "message ids shown instead of words").toEqual([]);
      expect(await seriousViolations(page), "axe with lang=hi").toEqual([]);
    });
  }

  test("the walk itself finds English and message ids", () => {
    expect(englishIn("हमारी कहानी Free Shipping Above ₹499 Demo Farm Foods")).toEqual(["Free Shipping Above"]);
    expect(messageIdsIn("मेन्यू 3tvVbk AeXO77 Delhi")).toEqual(["3tvVbk", "AeXO77"]);
  });
});
