import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { englishIn, messageIdsIn, shownText } from "./untranslated";

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
  "/hi/complaints",
  "/hi/no-such-page",
  "/hi/auth",
  "/hi/auth/reset-password",
  "/hi/unsubscribe",
  "/hi/business-enquiry",
  "/hi",
  "/hi/shop",
  "/hi/bundles",
  "/hi/shop/hydraulic-pressed-mustard-oil-1l",
  "/hi/bundles/traditional-oil-duo",
  "/hi/contact",
  "/hi/blog",
  "/hi/our-campaign",
];

test.describe("the untranslated-text walk", () => {
  for (const address of hindiPages) {
    test(`${address} has no English sentence and no missing message`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/404/);
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      // The words do not depend on the width, but what is shown does: one load, read at both widths.
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const text = await shownText(page);
        expect(englishIn(text), `English left on the page at ${width} px`).toEqual([]);
        expect(messageIdsIn(text), `message ids shown instead of words at ${width} px`).toEqual([]);
        expect(await seriousViolations(page), `axe with lang=hi at ${width} px`).toEqual([]);
      }
    });
  }

  test("the walk itself finds English and message ids", () => {
    expect(englishIn("हमारी कहानी Free Shipping Above ₹499 Demo Farm Foods")).toEqual(["Free Shipping Above"]);
    expect(englishIn("दर्ज की गई: 07 Dec 2026, 09:49 am · 07 दिसंबर 2026, सुबह 9:49")).toEqual(["07 Dec", "09:49 am"]);
    expect(messageIdsIn("मेन्यू 3tvVbk AeXO77 Delhi")).toEqual(["3tvVbk", "AeXO77"]);
  });
});
