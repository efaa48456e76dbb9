import type { Page } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { dismissLuckyDraw } from "./storefront-helpers";
import { expect, test } from "./fixtures";

// The shop in two languages: English at today's addresses, Hindi under /hi, and the switch between them.

const html = (page: Page) => page.locator("html");

/** The switch in the header from 768 px, in the side menu below. */
async function switchLanguage(page: Page) {
  const inHeader = page.getByRole("banner").getByTestId("language-switch");
  if (await inHeader.isVisible()) return inHeader.click();
  await page.getByRole("button", { name: /^(Open menu|मेन्यू खोलें)$/ }).click();
  await page.getByRole("dialog").getByTestId("language-switch").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test.describe("the Hindi shop", () => {
  test("/hi is the Hindi home page, and its links stay in Hindi", async ({ page }) => {
    await page.goto("/hi");
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute("href", /\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", /\/hi$/);
    await expect(page.getByTestId("language-switch")).toHaveText("English");
    // The home page may open the lucky draw's invitation: the rest is walked from another page.
    await page.goto("/hi/contact");
    const header = page.getByRole("banner");
    await expect(header).toContainText("पूरे भारत में डिलीवरी + दिल्ली-NCR में उसी दिन डिलीवरी");
    await expect(header.getByRole("link", { name: "साइन इन" })).toHaveAttribute("href", "/hi/auth");
    await expect(header).not.toContainText("Sign In");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "नीतियाँ" }).getByRole("link", { name: "वापसी और रिफ़ंड नीति" })).toHaveAttribute("href", "/hi/return-refund-policy");
    await expect(footer).toContainText("सर्वाधिकार सुरक्षित।");
    await expect(footer.locator('a[href="/hi/our-story"]')).toHaveCount(1);
    await expect(footer.locator('a[href="/our-story"]')).toHaveCount(0);
    await footer.locator('a[href="/hi/our-story"]').click();
    await expect(page).toHaveURL(/\/hi\/our-story$/);
    await expect(html(page)).toHaveAttribute("lang", "hi");
    // A page's own words and its features' arrive with the page, even after a navigation within the app.
    await expect(page).toHaveTitle("हमारी कहानी | Demo Farm Foods");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे बारे में");
    await expect(page.getByRole("region", { name: "एक परिवार, एक सपना" }).getByRole("heading", { name: "हरप्रीत सिंह" })).toBeVisible();
    await expect(page.getByRole("img", { name: "हरप्रीत सिंह की तस्वीर" })).toBeVisible();
  });

  test("the home page speaks Hindi: offer, hero, sections, lucky draw and title", async ({ page }) => {
    await page.goto("/hi");
    await expect(page.getByRole("dialog")).toContainText("मंथली लकी ड्रॉ");
    await dismissLuckyDraw(page);
    await expect(page).toHaveTitle("कोल्ड-प्रेस्ड सरसों का तेल, ऑर्गैनिक दालें और अनाज | Demo Farm Foods");
    await expect(page.getByRole("region", { name: "लॉन्च ऑफ़र" })).toContainText("पहले ऑर्डर पर");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे खेतों से सीधा आपकी रसोई तक, बिल्कुल शुद्ध");
    await expect(page.getByRole("heading", { name: "हमारी ख़ासियत: कोल्ड-प्रेस्ड सरसों का तेल" })).toBeVisible();
    await expect(page.getByRole("link", { name: "हाइड्रॉलिक प्रेस्ड तेल ख़रीदें" })).toHaveAttribute("href", "/hi/shop?category=mustard&type=hydraulic");
    await expect(page.getByRole("button", { name: "अगली स्लाइड" }).first()).toBeVisible();
  });

  test("a first Hindi visit paints in the system's font and keeps the Devanagari font for the next page; English pages load none", async ({ page }) => {
    const fontRequests: string[] = [];
    page.on("request", (request) => request.url().endsWith(".woff2") && fontRequests.push(new URL(request.url()).pathname));
    await page.goto("/our-story");
    await page.waitForLoadState("load");
    expect(fontRequests).toEqual([]);
    await page.goto("/hi/our-story");
    // The first paint names no web font, so it waits for none; both faces come at idle.
    await expect(page.locator("html")).not.toHaveAttribute("data-devanagari-font");
    await expect.poll(() => fontRequests.length).toBe(2);
    expect(fontRequests).toEqual([expect.stringMatching(/^\/assets\/noto-sans-devanagari-400-.+\.woff2$/), expect.stringMatching(/^\/assets\/noto-sans-devanagari-700-.+\.woff2$/)]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("devanagari-font"))).toBe("1");
    // The next page names the font before its first paint, and draws with it.
    await page.goto("/hi/why-choose-us");
    await expect(page.locator("html")).toHaveAttribute("data-devanagari-font", "");
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Web"', "हिन्दी"))).toBe(true);
    expect(await page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily)).toMatch(/^"Noto Sans Devanagari Web"/);
  });

  test("axe finds nothing serious on /hi and /hi/shop", async ({ page }) => {
    for (const address of ["/hi", "/hi/shop"]) {
      await page.goto(address);
      expect(await seriousViolations(page), address).toEqual([]);
    }
  });

  test("an unknown /hi address, or another language's, is the 404 page", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/404/);
    const hindi = await page.goto("/hi/no-such-page");
    expect(hindi?.status()).toBe(404);
    await expect(html(page)).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("माफ़ कीजिए! यह पेज नहीं मिला");
    await expect(page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएँ" })).toHaveAttribute("href", "/hi");
    expect((await page.goto("/fr/shop"))?.status()).toBe(404);
  });

  test("/ stays English with SPEC's words", async ({ page }) => {
    await page.goto("/");
    await expect(html(page)).toHaveAttribute("lang", "en-IN");
    await dismissLuckyDraw(page);
    const header = page.getByRole("banner");
    await expect(header).toContainText("Pan India Shipping + Same Day Delivery (Delhi-NCR)");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByTestId("language-switch")).toHaveText("हिन्दी");
    await expect(page.getByTestId("language-switch")).toHaveAttribute("lang", "hi");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});

test.describe("the language switch", () => {
  test("goes to the same page and query in Hindi and back, and the choice is remembered", async ({ page }) => {
    await page.goto("/shop?category=mustard");
    await switchLanguage(page);
    await expect(page).toHaveURL(/\/hi\/shop\?category=mustard$/);
    await expect(html(page)).toHaveAttribute("lang", "hi");
    // The switch is a navigation within the app: the header's words follow it without a reload.
    await expect(page.getByRole("contentinfo")).toContainText("सोमवार से शनिवार, सुबह 9 बजे से शाम 6 बजे तक");

    // An English address opened later (a bookmark) comes back in Hindi.
    await page.goto("/our-story");
    await expect(page).toHaveURL(/\/hi\/our-story$/);

    await switchLanguage(page);
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(html(page)).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("contentinfo")).toContainText("Monday-Saturday 9:00 AM to 6:00 PM");
    await page.goto("/shop");
    await expect(page).toHaveURL(/\/shop$/);
    await expect(html(page)).toHaveAttribute("lang", "en-IN");
  });

  test("from the home page, brings the Hindi home page's words with it", async ({ page }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    await switchLanguage(page);
    await expect(page).toHaveURL(/\/hi$/);
    // Its data may come as /hi.data, whose path names no language: the loaders read the page's own address.
    await expect(page.locator("h1")).toHaveText("हमारे खेतों से सीधा आपकी रसोई तक, बिल्कुल शुद्ध");
    await expect(page.locator("footer")).toContainText("सर्वाधिकार सुरक्षित।");
  });

  test("keeps a signed-in shopper's choice on their profile", async ({ page, baseURL }) => {
    await signUpThroughApi(page.request, baseURL);
    await page.goto("/bundles");
    await switchLanguage(page);
    await expect(page).toHaveURL(/\/hi\/bundles$/);
    await expect.poll(async () => (await (await page.request.get("/api/profile/language")).json()).language).toBe("hi");

    await switchLanguage(page);
    await expect(page).toHaveURL(/\/bundles$/);
    await expect.poll(async () => (await (await page.request.get("/api/profile/language")).json()).language).toBe("en");
  });
});
