import type { APIRequestContext, Page } from "@playwright/test";
import { brand } from "../../src/shared/brand";
import { STATES_AND_UNION_TERRITORIES } from "../../src/shared/india";
import { PASSWORD, signUpThroughApi, uniqueEmail } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { serveCheckoutStub, useGatewayShop } from "./online-gateway";
import { addToCartThroughApi } from "./place-order";
import { toast } from "./storefront-helpers";

// Checkout in Hindi on a phone (issue 45): a signed-in shopper adds an address, applies a promo code
// and pays by cash on delivery, UPI or online, and every word of the checkout, address and payment
// features is Hindi, with no message id where a catalogue was not sent.

test.use({ viewport: { width: 375, height: 740 } });

const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

/** What the shopper and the test typed, marks the same in every language, and the address form's states (proper names, kept as written). */
const names = [brand.name, address.fullName, address.addressLine1, address.city, "LAUNCH10", "UPI", "GSTIN", "COD", ...STATES_AND_UNION_TERRITORIES];

/** The cart's item in Hindi, as the cart API names it for a Hindi page. */
const MUSTARD_OIL = "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर";
/** The toaster is the layout's (src/client/lib/toast): a toast's words are asserted where it shows, its colours mid-animation are not this slice's. */
const TOASTS = { exclude: ["[data-sonner-toaster]"] };

/**
 * The page's title, and the main part's text and labels, alt texts, titles and placeholders, with
 * `skip` left out (as tests/e2e/hindi-untranslated.spec.ts reads a page; the header and footer are
 * the layout's, walked there).
 */
function shownText(page: Page, skip: string[] = []) {
  return page.evaluate((skip) => {
    const main = document.querySelector("main")!;
    const hidden = skip.flatMap((selector) => [...document.querySelectorAll<HTMLElement>(selector)]);
    const displays = hidden.map((element) => element.style.display);
    for (const element of hidden) element.style.display = "none";
    const texts = [document.title, main.innerText];
    hidden.forEach((element, index) => (element.style.display = displays[index]!));
    for (const element of main.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (hidden.some((skipped) => skipped.contains(element))) continue;
      for (const name of ["aria-label", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join("\n");
  }, skip);
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

async function expectNoMessageIds(page: Page) {
  expect(messageIdsIn(await shownText(page)), "message ids shown instead of words").toEqual([]);
}

async function shopperWithCart(request: APIRequestContext, base: string, withAddress: boolean) {
  const headers = { Origin: base };
  const signUp = await request.post(`${base}/api/auth/sign-up/email`, { data: { email: uniqueEmail("hindi-checkout"), password: PASSWORD, name: address.fullName }, headers });
  expect(signUp.ok()).toBe(true);
  await addToCartThroughApi(request, base, "1");
  if (withAddress) expect((await request.post(`${base}/api/addresses`, { data: address, headers })).status()).toBe(201);
}

const summaryOf = (page: Page) => page.getByRole("region", { name: "ऑर्डर का सारांश" });

test("cash on delivery in Hindi: a new address, a promo code, the business box, then the order's page", async ({ page, baseURL, allowConsoleErrors }) => {
  // The first check of an empty form may fetch the schema; the pincode look-up answers 200.
  allowConsoleErrors(/status of 404/);
  await signUpThroughApi(page.request, baseURL);
  await addToCartThroughApi(page.request, baseURL, "1");

  await page.goto("/hi/checkout");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("चेकआउट");
  await expect(page).toHaveTitle(`चेकआउट | ${brand.name}`);
  await expect(summaryOf(page)).toContainText(MUSTARD_OIL);
  const delivery = page.getByRole("region", { name: "डिलीवरी का पता" });
  await expect(delivery).toContainText("कोई सेव किया हुआ पता नहीं। आगे बढ़ने के लिए एक पता जोड़ें।");

  // The address form: its Hindi labels, the validation toast, the pincode filling city and state.
  await delivery.getByRole("button", { name: "नया पता जोड़ें" }).click();
  const form = page.getByRole("form", { name: "नया पता" });
  await expect(form.getByLabel("पूरा नाम")).toBeFocused();
  await form.getByRole("button", { name: "पता सेव करें" }).click();
  await expect(toast(page, "जानकारी में ग़लती")).toContainText("कृपया फ़ॉर्म में ग़लतियाँ देख लें");
  await expect(form.getByLabel("राज्य").locator("option").first()).toHaveText("राज्य चुनें");
  await form.getByLabel("पूरा नाम").fill(address.fullName);
  await form.getByLabel("मोबाइल नंबर").fill(address.phone);
  await form.getByLabel("पता (पंक्ति 1)").fill(address.addressLine1);
  await form.getByLabel("पिनकोड").pressSequentially(address.pincode);
  await expect(form.getByLabel("शहर")).toHaveValue(address.city);
  await expect(form.getByLabel("राज्य")).toHaveValue(address.state);
  await expect(form.getByRole("status")).toHaveText(/^.+, Rajasthan .*के लिए शहर और राज्य भर दिए गए$/);
  expect(englishIn(await shownText(page)), "English left on the checkout").toEqual([]);
  expect(await seriousViolations(page, TOASTS), "axe with the address form open").toEqual([]);
  await form.getByRole("button", { name: "पता सेव करें" }).click();
  await expect(toast(page, "पता जोड़ दिया गया")).toBeVisible();
  await expect(page.getByRole("radio", { name: /12 Mustard Field Road/ })).toBeChecked();
  await expect(delivery).toContainText("डिफ़ॉल्ट");
  await expect(page.getByRole("form", { name: "डिलीवरी जाँचें" })).toContainText("Bharatpur, Rajasthan (321001) में");

  // The ways to pay, in Hindi; without gateway keys Online Payment is coming soon.
  const payment = page.getByRole("region", { name: "भुगतान का तरीक़ा" });
  await expect(payment.getByRole("radio", { name: "कैश ऑन डिलीवरी" })).toBeChecked();
  await expect(payment.getByRole("radio", { name: "कैश ऑन डिलीवरी" })).toHaveAccessibleDescription("ऑर्डर पहुँचने पर नक़द भुगतान करें।");
  await expect(payment.getByRole("radio", { name: "ऑनलाइन भुगतान" })).toBeDisabled();
  await expect(payment).toContainText("जल्द आ रहा है");

  // The business buyer's box: GSTIN and business name with their hints, and a billing address of its own.
  const invoice = page.getByRole("region", { name: "टैक्स इनवॉइस" });
  await invoice.getByRole("checkbox", { name: "बिज़नेस के लिए ख़रीद रहे हैं" }).check();
  await expect(invoice.getByRole("textbox", { name: "GSTIN" })).toHaveAccessibleDescription("आपके टैक्स इनवॉइस पर छपेगा");
  await expect(invoice.getByRole("textbox", { name: "बिज़नेस का नाम" })).toHaveAccessibleDescription("आपके टैक्स इनवॉइस पर छपेगा");
  await invoice.getByRole("checkbox", { name: "बिलिंग पता अलग है" }).check();
  await expect(invoice.getByRole("combobox", { name: "बिलिंग पता" })).toHaveAccessibleDescription("बिलिंग पता ऊपर अपने सेव किए गए पतों में जोड़ें, फिर उसे यहाँ चुनें");
  expect(englishIn(await shownText(page)), "English left in the business box").toEqual([]);
  await invoice.getByRole("checkbox", { name: "बिज़नेस के लिए ख़रीद रहे हैं" }).uncheck();

  // The promo code: applied, then named in the summary with what it saves.
  const summary = summaryOf(page);
  await summary.getByRole("button", { name: "लागू करें" }).click();
  const promo = summary.getByRole("textbox", { name: "प्रोमो कोड" });
  await expect(promo).toHaveAttribute("placeholder", "कोड डालें");
  await promo.fill("launch10");
  await summary.getByRole("button", { name: "लागू करें" }).click();
  await expect(toast(page, "प्रोमो कोड लागू हो गया!")).toBeVisible();
  await expect(promo).toBeDisabled();
  await expect(summary.getByRole("status")).toHaveText(/^LAUNCH10 लागू हो गया: आपकी बचत ₹\d/);
  await expect(summary.getByRole("button", { name: "हटाएँ" })).toBeVisible();

  const luckyDraw = page.getByRole("region", { name: "मंथली लकी ड्रॉ" });
  await luckyDraw.getByRole("checkbox", { name: "हाँ, इस ऑर्डर के साथ मुझे इस महीने के लकी ड्रॉ में शामिल करें" }).check();
  await expect(luckyDraw.getByRole("link", { name: "लकी ड्रॉ की शर्तें" })).toHaveAttribute("href", "/hi/terms-lucky-draw");
  expect(englishIn(await shownText(page)), "English left on the checkout").toEqual([]);
  await expectNoMessageIds(page);
  expect(await seriousViolations(page, TOASTS), "axe on the Hindi checkout").toEqual([]);

  await summary.getByRole("button", { name: "ऑर्डर करें" }).click();
  await expect(page).toHaveURL(/\/hi\/order-success\/[0-9a-f-]{36}$/);
  await expect(toast(page, "आपका ऑर्डर हो गया!")).toContainText(/आपका ऑर्डर #ORD-\d+-[A-Z0-9]{7} हो गया है।/);
  await expect(page).toHaveTitle(`ऑर्डर हो गया | ${brand.name}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByText(/^ORD-\d+-[A-Z0-9]{7}$/)).toBeVisible();
  await expectNoMessageIds(page);
  expect(await seriousViolations(page, TOASTS), "axe on the Hindi order page").toEqual([]);
});

test("UPI in Hindi: reached from the cart within the app, the order goes to its UPI page", async ({ page, baseURL }) => {
  await shopperWithCart(page.request, baseURL!, true);
  // From the cart by its link: a client-side navigation, whose words come with the route's data.
  await page.goto("/hi/cart");
  await page.getByRole("main").locator('a[href="/hi/checkout"]').click();
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("चेकआउट");
  await expect(page).toHaveTitle(`चेकआउट | ${brand.name}`);
  const upi = page.getByRole("radio", { name: "UPI" });
  await expect(upi).toHaveAccessibleDescription("ऑर्डर करने के तुरंत बाद किसी भी UPI ऐप से भुगतान करें।");
  await upi.check();
  expect(englishIn(await shownText(page)), "English left on the checkout").toEqual([]);
  await expectNoMessageIds(page);

  await summaryOf(page).getByRole("button", { name: "ऑर्डर करें" }).click();
  await expect(page).toHaveURL(/\/hi\/account\/orders\/ORD-\d+-[A-Z0-9]{7}\/pay$/);
  const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split("/")[4]!);
  await expect(toast(page, "आपका ऑर्डर हो गया!")).toContainText(`आपका ऑर्डर #${orderNumber} हो गया है।`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("UPI से भुगतान करें");
  await expect(page).toHaveTitle(`UPI से भुगतान करें | ${brand.name}`);
  await expect(page.getByText(`ऑर्डर ${orderNumber}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "अपना ऑर्डर देखें" })).toHaveAttribute("href", `/hi/account/orders/${orderNumber}`);
  await expectNoMessageIds(page);
  expect(await seriousViolations(page, TOASTS), "axe on the Hindi UPI page").toEqual([]);
});

test("the e-mail's confirmation page has its Hindi title", async ({ page, allowConsoleErrors }) => {
  // The made-up token is refused by the API.
  allowConsoleErrors(/status of 400/);
  await page.goto("/hi/confirm-order?token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("अपने ऑर्डर की पुष्टि करें");
  await expect(page).toHaveTitle(`अपने ऑर्डर की पुष्टि करें | ${brand.name}`);
  await expectNoMessageIds(page);
  // A link cut short by a mail app says so in Hindi too.
  await page.goto("/hi/confirm-order");
  await expect(page.getByRole("alert")).toHaveText("यह कन्फ़र्मेशन लिंक अधूरा है। कृपया ईमेल से लिंक दोबारा खोलें।");
});

test("a saved address is edited in Hindi in the account", async ({ page, baseURL }) => {
  await shopperWithCart(page.request, baseURL!, true);
  await page.goto("/hi/account");
  await page.getByRole("tab", { name: /सेव किए गए पते|Saved Addresses/ }).click();
  await page.getByRole("button", { name: "Asha Devi, 12 Mustard Field Road वाला पता बदलें" }).click();
  const form = page.getByRole("form", { name: "पता बदलें" });
  await form.getByLabel("पता (पंक्ति 2, ज़रूरी नहीं)").fill("Near the mill");
  await form.getByRole("button", { name: "पता सेव करें" }).click();
  await expect(toast(page, "पता बदल दिया गया")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Near the mill");
  await expectNoMessageIds(page);
  expect(await seriousViolations(page, TOASTS), "axe on the Hindi saved addresses").toEqual([]);
});

test.describe("online payment in Hindi, on a server with gateway keys", () => {
  test.describe.configure({ mode: "serial" });
  const shop = useGatewayShop();

  test("Online Payment is offered in Hindi and the order goes to its page to pay", async ({ page }) => {
    test.setTimeout(90_000);
    await shopperWithCart(page.request, shop.server.baseURL, true);
    await serveCheckoutStub(page, shop.gateway);
    await page.goto(`${shop.server.baseURL}/hi/checkout`);
    const online = page.getByRole("radio", { name: "ऑनलाइन भुगतान" });
    await expect(online).toBeEnabled();
    await expect(online).toHaveAccessibleDescription("UPI, कार्ड, नेटबैंकिंग");
    await online.check();
    expect(englishIn(await shownText(page)), "English left on the checkout").toEqual([]);
    expect(await seriousViolations(page, TOASTS), "axe with Online Payment offered").toEqual([]);
    await summaryOf(page).getByRole("button", { name: "ऑर्डर करें" }).click();
    await expect(page).toHaveURL(/\/hi\/account\/orders\/ORD-\d+-[A-Z0-9]{7}\?pay=now$/);
  });

  test("the Pay now panel speaks Hindi: closed window, then paid", async ({ page }) => {
    test.setTimeout(90_000);
    await shopperWithCart(page.request, shop.server.baseURL, true);
    await serveCheckoutStub(page, shop.gateway);
    await page.goto(`${shop.server.baseURL}/hi/checkout`);
    await page.getByRole("radio", { name: "ऑनलाइन भुगतान" }).check();
    await summaryOf(page).getByRole("button", { name: "ऑर्डर करें" }).click();
    await expect(page).toHaveURL(/\?pay=now$/);
    const waiting = page.getByRole("region", { name: "ऑनलाइन भुगतान बाक़ी है" });
    await expect(waiting.getByRole("alert")).toHaveText('भुगतान पूरा नहीं हुआ। आपका ऑर्डर रुका हुआ है: भुगतान के लिए "अभी भुगतान करें" दबाएँ।');
    await expect(waiting).toContainText("आपका ऑर्डर हो गया है और इसका सामान आपके लिए रखा गया है। इसे पक्का करने के लिए ऑनलाइन भुगतान करें।");
    expect(await seriousViolations(page, TOASTS), "axe on the Hindi Pay now panel").toEqual([]);
    await waiting.getByRole("button", { name: "अभी भुगतान करें" }).click();
    await expect(toast(page, "भुगतान मिल गया")).toContainText(/ऑर्डर #ORD-\d+-[A-Z0-9]{7} का भुगतान हो गया।/);
    await expect(waiting).toHaveCount(0);
  });
});
