import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { readArticleInDialog } from "./storefront-helpers";

// The content pages and policies in Hindi under /hi, with the English ones unchanged at their paths.

const pages = [
  { path: "/why-choose-us", title: "हमें क्यों चुनें", h1: "हमें क्यों चुनें", text: "चार वजहें, जिनसे परिवार हमारे तेल, दालें और अनाज अपनाते हैं", english: "Why Choose Us" },
  { path: "/our-campaign", title: "हमारी मुहिम", h1: "हमारी मुहिम: हर ख़रीद से एक खेत को सहारा", text: "हम एक किसान परिवार हैं", english: "Our Campaign: Every Purchase Feeds a Farm" },
  { path: "/lab-reports", title: "लैब रिपोर्ट", h1: "लैब रिपोर्ट", text: "अपनी बोतल या पैकेट पर छपा बैच नंबर हमें भेजें", english: "Lab Reports" },
  { path: "/contact", title: "संपर्क करें", h1: "हमसे बात करें", text: "हम हर मैसेज पढ़ते हैं", english: "Get in Touch" },
  { path: "/blog", title: "ब्लॉग और ग्राहकों की राय", h1: "हमारे फ़ार्म का ब्लॉग", text: "सेहतमंद खाना पकाने", english: "From Our Farm Blog" },
  { path: "/terms-of-service", title: "सेवा की शर्तें", h1: "सेवा की शर्तें", text: "ऑर्डर नंबर मिलने पर आपका ऑर्डर पक्का हो जाता है", english: "Terms of Service" },
  { path: "/privacy-policy", title: "गोपनीयता नीति", h1: "गोपनीयता नीति", text: "इसे कभी किसी को बेचते नहीं", english: "Privacy Policy" },
  { path: "/shipping-policy", title: "डिलीवरी नीति", h1: "डिलीवरी नीति", text: "डिलीवरी में 1 से 9 कामकाजी दिन लगते हैं", english: "Shipping Policy" },
  { path: "/return-refund-policy", title: "वापसी और रिफ़ंड नीति", h1: "वापसी और रिफ़ंड नीति", text: "ऑर्डर के डिलीवर दर्ज होने के 48 घंटे के भीतर", english: "Return & Refund Policy" },
  { path: "/terms-lucky-draw", title: "लकी ड्रॉ की शर्तें", h1: "लकी ड्रॉ के नियम और शर्तें", text: "हर महीने हम लकी ड्रॉ के ज़रिए अपने ग्राहकों को शुक्रिया कहते हैं", english: "Lucky Draw Terms & Conditions" },
];

test.describe("content pages in Hindi", () => {
  for (const { path, title, h1, text, english } of pages) {
    test(`/hi${path} is in Hindi with no serious accessibility violation, and ${path} stays English`, async ({ page }) => {
      await page.goto(`/hi${path}`);
      await expect(page).toHaveTitle(`${title} | Demo Farm Foods`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("main").locator("p").filter({ hasText: text }).first()).toBeVisible();
      // Longer Hindi words still fit a phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english);
      await expect(page).toHaveTitle(/^[^\u0900-\u097F]+ \| Demo Farm Foods$/);
    });
  }

  test("the policies keep the shop's figures in Hindi", async ({ page }) => {
    await page.goto("/hi/return-refund-policy");
    const main = page.getByRole("main");
    for (const fact of ["1 से 3 फ़ोटो", "मंज़ूरी के 7 दिन के भीतर", "(UTR)", "48 घंटे के भीतर उसकी पुष्टि", "30 दिन के भीतर उसका समाधान"]) await expect(main).toContainText(fact);
    await page.goto("/hi/terms-lucky-draw");
    for (const fact of ["18 साल", "50% तक", "Instagram", "WhatsApp"]) await expect(page.getByRole("main")).toContainText(fact);
    await page.goto("/hi/contact");
    await expect(page.getByRole("region", { name: "विक्रेता की जानकारी" })).toContainText("GSTIN");
    await expect(page.getByRole("main").getByRole("link", { name: "शिकायत दर्ज करें" })).toHaveAttribute("href", "/hi/complaints");
  });

  test("a link within the Hindi shop brings the next page's Hindi words", async ({ page }) => {
    await page.goto("/hi/lab-reports");
    await page.getByRole("main").getByRole("link", { name: "संपर्क करें" }).click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमसे बात करें");
    await expect(page).toHaveTitle("संपर्क करें | Demo Farm Foods");
  });

  test("the Hindi blog filters by category and opens an article in Hindi", async ({ page }) => {
    await page.goto("/hi/blog");
    const featured = page.getByRole("region", { name: "ख़ास लेख" });
    await expect(featured.getByRole("heading", { name: "आपकी रसोई में कोल्ड-प्रेस्ड सरसों का तेल क्यों होना चाहिए" })).toBeVisible();
    await page.getByRole("group", { name: "विषय के हिसाब से लेख देखें" }).getByRole("button", { name: "मुहिम" }).click();
    await expect(featured.getByRole("heading", { name: "हर बोतल से एक किसान परिवार को सहारा" })).toBeVisible();
    await page.getByRole("group", { name: "विषय के हिसाब से लेख देखें" }).getByRole("button", { name: "सभी लेख" }).click();
    await readArticleInDialog(page, /^पूरा पढ़ें.*लकड़ी का कोल्हू या हाइड्रॉलिक प्रेस/, "लकड़ी का कोल्हू या हाइड्रॉलिक प्रेस: फ़र्क़ क्या है?", [
      "चौदह के आसपास चक्कर",
      "लेखक: गुरदीप कौर",
      "4 मिनट में पढ़ें",
    ]);
    await expect(page.getByRole("region", { name: "हमारे ग्राहक क्या कहते हैं" })).toContainText("नेहा शर्मा, गुरुग्राम");
  });
});
