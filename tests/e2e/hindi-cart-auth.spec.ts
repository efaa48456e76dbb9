import type { Page } from "@playwright/test";
import { brand, registeredAddressText, seller } from "../../src/shared/brand";
import { PASSWORD, signUpThroughApi, uniqueEmail } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { card, fillTextboxes, nextWhatsappLink, toast } from "./storefront-helpers";

// The cart, the wishlist, signing up and in, the newsletter and the business enquiry in Hindi
// (issue 45), on a phone. The signed-in pages get the untranslated-text walk's checks here, as
// tests/e2e/hindi-untranslated.spec.ts walks only pages open to anyone.

test.use({ viewport: { width: 375, height: 740 } });

const arhar = "ऑर्गेनिक अरहर दाल 500 ग्राम";
const moong = "मूंग दाल";
/** The cart page's delivery check (the addresses feature's form). */
const inCart: NotThisSlice = { parts: ["main form"] };

// The walk's checks (tests/e2e/hindi-untranslated.spec.ts), for pages it cannot open signed out.

/** Names, addresses and marks that are the same in every language. */
const names = [seller.legalName, registeredAddressText(), seller.grievanceOfficer.name, brand.name, "Delhi-NCR", "WhatsApp", "Instagram", "Facebook", "YouTube", "FSSAI", "GSTIN"];

/** Every text a shopper meets: what is drawn, and what a screen reader says (labels, alt text, titles), but for the parts named by `others`. */
function shownText(page: Page, others: readonly string[] = []) {
  return page.evaluate((others) => {
    const hidden = others.flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]);
    for (const element of hidden) element.style.display = "none";
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (hidden.some((part) => part.contains(element))) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) texts.push(element.getAttribute(name) ?? "");
    }
    for (const element of hidden) element.style.display = "";
    return texts.join("\n");
  }, others);
}

/** Runs of three or more Latin-script words left once the names are taken out. */
function englishIn(text: string, moreNames: readonly string[] = []): string[] {
  const withoutNames = [...names, ...moreNames].reduce((rest, name) => rest.replaceAll(name, " "), text);
  return withoutNames.match(/[A-Za-z][A-Za-z'’-]*(?:[\s,.:;!?&()/-]+[A-Za-z][A-Za-z'’-]*){2,}/g) ?? [];
}

/** A missing message shows its id: six characters of base64, with a digit, a capital or a sign. */
function messageIdsIn(text: string): string[] {
  return (text.match(/(?<![\w/+])[A-Za-z0-9+/]{6}(?![\w/+])/g) ?? []).filter((token) => /[0-9+/]/.test(token) && /[A-Z]/.test(token) && /[a-z]/.test(token));
}

async function messageIdsOn(page: Page): Promise<string[]> {
  return messageIdsIn(await shownText(page));
}

/**
 * What another part of the translation says on these pages: the cart page's delivery check is the
 * addresses feature's. Left out of the English check, not of the id check.
 */
type NotThisSlice = { parts?: readonly string[] };

async function expectCleanHindiPage(page: Page, { parts = [] }: NotThisSlice = {}) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // The toasts' words are checked where they appear; their close button's name is the toast library's (src/client/lib/toast).
  expect(englishIn(await shownText(page, [...parts, "[data-sonner-toaster]"])), "English left on the page").toEqual([]);
  const text = await shownText(page);
  expect(messageIdsIn(text), "message ids shown instead of words").toEqual([]);
  // A toast fading in or out is read by axe at part opacity: toasts are left out.
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] }), "axe with lang=hi").toEqual([]);
}

test("signed out on /hi/shop, Add to cart asks for sign-in in Hindi and goes to the Hindi sign-in page", async ({ page }) => {
  await page.goto("/hi/shop");
  await card(page, moong).getByRole("button", { name: `कार्ट में डालें: ${moong}` }).click();
  await expect(toast(page, "कार्ट में सामान डालने के लिए कृपया साइन इन करें")).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/auth\?redirectTo=%2Fhi%2Fshop$/);
  await expect(page.getByRole("heading", { name: "स्वागत है" })).toBeVisible();
});

test("adds from /hi/shop, then changes a quantity and removes the lines on /hi/cart, all in Hindi", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/hi/shop");
  await expect(page.getByRole("link", { name: "कार्ट", exact: true })).toBeVisible();
  const dal = card(page, arhar);
  await expect(dal.getByRole("button", { name: `अभी ख़रीदें: ${arhar}` })).toBeVisible();
  await dal.getByRole("button", { name: `कार्ट में डालें: ${arhar}` }).click();
  await expect(toast(page, "कार्ट में डाल दिया!")).toContainText("आपके कार्ट में डाल दिया गया है।");
  await expect(page.getByRole("link", { name: "कार्ट, 1 चीज़", exact: true })).toBeVisible();
  await card(page, moong).getByRole("button", { name: `कार्ट में डालें: ${moong}` }).click();
  await expect(page.getByRole("link", { name: "कार्ट, 2 चीज़ें", exact: true })).toHaveAttribute("href", "/hi/cart");

  await page.goto("/hi/cart");
  await expect(page).toHaveTitle(/^आपका कार्ट \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका कार्ट");
  const lines = page.getByRole("list", { name: "आपके कार्ट का सामान" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  // The lines name the items as the Hindi shop does, on the page the server drew and after a change.
  await expect(lines.first()).toContainText(moong);
  const line = lines.last();
  await expect(line).toContainText(arhar);
  await expect(line).toContainText("₹85 प्रति पीस");
  await line.getByRole("button", { name: "मात्रा बढ़ाएँ" }).click();
  await expect(line.getByLabel("मात्रा", { exact: true })).toHaveText("2");
  await expect(page.getByRole("link", { name: "कार्ट, 3 चीज़ें", exact: true })).toBeVisible();
  await expect(line).toContainText(arhar);
  await expect(line.getByRole("button", { name: "मात्रा घटाएँ" })).toBeEnabled();
  await expect(line.getByRole("img", { name: arhar })).toBeVisible();
  const summary = page.getByRole("region", { name: "ऑर्डर का सारांश" });
  await expect(summary.getByRole("link", { name: "चेकआउट पर जाएँ" })).toHaveAttribute("href", "/hi/checkout");
  await expect(summary.getByRole("link", { name: "ख़रीदारी जारी रखें" })).toHaveAttribute("href", "/hi/shop");
  await expectCleanHindiPage(page, inCart);

  await line.getByRole("button", { name: /हटाएँ$/ }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole("link", { name: "कार्ट, 1 चीज़", exact: true })).toBeVisible();
  await lines.first().getByRole("button", { name: /हटाएँ$/ }).click();
  await expect(page.getByText("आपका कार्ट ख़ाली है")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "ख़रीदारी जारी रखें" })).toHaveAttribute("href", "/hi/shop");
  await expectCleanHindiPage(page, inCart);
});

test("a click to /hi/cart from another page brings the cart page's Hindi words", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/hi/our-story");
  await page.getByRole("link", { name: "कार्ट", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपका कार्ट");
  await expect(page.getByText("आपका कार्ट ख़ाली है")).toBeVisible();
  expect(await messageIdsOn(page)).toEqual([]);
});

test("the language switch on the cart page names its lines in the other language", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  expect((await page.request.post("/api/cart/items", { data: { productId: "3" }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  await page.goto("/cart");
  const line = page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem");
  await expect(line).toContainText("Organic Arhar Dal 500gm");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  await expect(page.getByRole("list", { name: "आपके कार्ट का सामान" }).getByRole("listitem")).toContainText(arhar);
  await expect(page.getByRole("main")).not.toContainText("Organic Arhar Dal");
});

test("the heart adds and removes on /hi/shop; /hi/wishlist moves a product to the cart and removes it, in Hindi", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/hi/shop");
  const dal = card(page, moong);
  await dal.getByRole("button", { name: `${moong} विशलिस्ट में जोड़ें` }).click();
  await expect(toast(page, "विशलिस्ट में जोड़ दिया!")).toContainText(`${moong} आपकी विशलिस्ट में जोड़ दिया गया है।`);
  await dal.getByRole("button", { name: `${moong} विशलिस्ट से हटाएँ` }).click();
  await expect(toast(page, "विशलिस्ट से हटा दिया")).toContainText("यह सामान आपकी विशलिस्ट से हटा दिया गया है।");
  await dal.getByRole("button", { name: `${moong} विशलिस्ट में जोड़ें` }).click();
  await expect(dal.getByRole("button", { name: `${moong} विशलिस्ट से हटाएँ` })).toBeVisible();

  await page.goto("/hi/wishlist");
  await expect(page).toHaveTitle(/^आपकी विशलिस्ट \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("आपकी विशलिस्ट");
  const saved = page.getByRole("list", { name: "सेव किए गए उत्पाद" }).getByRole("article");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(moong);
  await expectCleanHindiPage(page);
  await saved.getByRole("button", { name: /^कार्ट में डालें: / }).click();
  await expect(toast(page, "कार्ट में डाल दिया")).toContainText("आपके कार्ट में डाल दिया गया है");
  await expect(page.getByRole("link", { name: "कार्ट, 1 चीज़", exact: true })).toBeVisible();
  await saved.getByRole("button", { name: /विशलिस्ट से हटाएँ$/ }).click();
  await expect(page.getByText("आपकी विशलिस्ट ख़ाली है")).toBeVisible();
  await expect(page.getByRole("link", { name: "उत्पाद देखें" })).toHaveAttribute("href", "/hi/shop");
  await expectCleanHindiPage(page);
});

test("signs up in Hindi, with the password hint and the reminders' consent in Hindi", async ({ page }) => {
  await page.goto("/hi/auth");
  await expect(page).toHaveTitle(/^साइन इन \|/);
  await page.getByRole("tab", { name: "साइन अप" }).click();
  const form = page.getByRole("form", { name: "साइन अप" });
  await form.getByLabel("पूरा नाम").fill("Asha Devi");
  await form.getByLabel("ईमेल", { exact: true }).fill(uniqueEmail("hindi-sign-up"));
  await expect(form.getByLabel("पासवर्ड")).toHaveAccessibleDescription("कम से कम 8 अक्षर।");
  await form.getByLabel("पासवर्ड").fill(PASSWORD);
  await expect(form.getByRole("checkbox", { name: "अगर मेरे कार्ट में सामान छूट जाए, तो मुझे ईमेल करें" })).not.toBeChecked();
  await expectCleanHindiPage(page);
  await form.getByRole("button", { name: "साइन अप" }).click();
  await expect(toast(page, "हो गया!")).toContainText("आपका खाता बन गया है।");
  await expect(page).toHaveURL(/\/hi$/);
});

test("asks for a reset link and signs in, in Hindi", async ({ page, request, baseURL }) => {
  // The account is made on another connection, so this page is still signed out.
  const { email } = await signUpThroughApi(request, baseURL);
  await page.goto("/hi/auth");
  await page.getByRole("button", { name: "पासवर्ड भूल गए?" }).click();
  const dialog = page.getByRole("dialog", { name: "पासवर्ड रीसेट करें" });
  await expect(dialog).toContainText("अपना ईमेल पता लिखें, हम आपको पासवर्ड रीसेट करने का लिंक भेज देंगे।");
  await dialog.getByLabel("ईमेल").fill(email);
  await dialog.getByRole("button", { name: "रीसेट लिंक भेजें" }).click();
  await expect(toast(page, "पासवर्ड रीसेट का ईमेल भेज दिया गया")).toContainText("कृपया अपना ईमेल देखें।");
  await expect(dialog).toBeHidden();

  const form = page.getByRole("form", { name: "साइन इन" });
  await form.getByLabel("ईमेल", { exact: true }).fill(email);
  await form.getByLabel("पासवर्ड").fill(PASSWORD);
  await form.getByRole("button", { name: "साइन इन" }).click();
  await expect(toast(page, "फिर से स्वागत है!")).toContainText("आपने साइन इन कर लिया है।");
  await expect(page).toHaveURL(/\/hi$/);
});

test("the reset page without its token says so in Hindi", async ({ page }) => {
  await page.goto("/hi/auth/reset-password");
  await expect(page.getByRole("alert")).toHaveText("यह रीसेट लिंक अधूरा है। कृपया ईमेल से लिंक दोबारा खोलें या नया लिंक मँगवाएँ।");
  await expect(page.getByRole("link", { name: "साइन इन पर वापस जाएँ" })).toHaveAttribute("href", "/hi/auth");
  await expectCleanHindiPage(page);
});

test("the newsletter box on /hi/blog subscribes in Hindi", async ({ page }) => {
  await page.goto("/hi/blog");
  const box = page.getByRole("region", { name: "हमारा न्यूज़लेटर सब्सक्राइब करें" });
  const email = box.getByRole("textbox", { name: "ईमेल पता" });
  await expect(email).toHaveAttribute("placeholder", "आपका ईमेल पता");
  await email.fill(uniqueEmail("hindi-news"));
  await box.getByRole("button", { name: "सब्सक्राइब करें" }).click();
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);
  await expect(email).toHaveValue("");
});

test("the business enquiry in Hindi: its toasts and labels, and the chat message for the staff stays English", async ({ page, context }) => {
  await page.goto("/hi/business-enquiry");
  await expect(page).toHaveTitle(/^बिज़नेस पूछताछ \|/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बिज़नेस पूछताछ");
  await expectCleanHindiPage(page);
  await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(toast(page, "फ़ॉर्म में ग़लती")).toContainText("कृपया फ़ॉर्म की ग़लतियाँ ठीक करें");
  await fillTextboxes(page, {
    "पूरा नाम": "Meera Iyer",
    "मोबाइल नंबर": "9123456780",
    ईमेल: "meera@annapurna-kitchens.example",
    "कौन-से उत्पाद चाहिए": "सरसों का तेल",
    मात्रा: "100 L",
    "बिज़नेस का प्रकार": "Restaurant",
    "शहर/राज्य": "Pune",
    पिनकोड: "411001",
  });
  const link = await nextWhatsappLink(context, page, () => page.getByRole("button", { name: "पूछताछ भेजें" }).click());
  expect(link.searchParams.get("text")).toMatch(/^Business Enquiry\nName: Meera Iyer\nContact: 9123456780\n.*\nProducts: सरसों का तेल\n/s);
  await expect(toast(page, "पूछताछ भेज दी गई")).toContainText("हम जल्द ही आपसे संपर्क करेंगे!");
  await expect(page.getByLabel("पूरा नाम")).toHaveValue("");
});
