import type { APIRequestContext, Page } from "@playwright/test";
import { adminServerWithStaffForFile, staffContext } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, newHydratingPage, test } from "./fixtures";
import { signUpAndOrder } from "./place-order";
import { toast } from "./storefront-helpers";
import { englishIn, messageIdsIn, shownText } from "./untranslated";

// The signed-in shopper's pages in Hindi on a phone (issue 45): the account, an order, cancelling it,
// reporting a problem with a delivered one and the membership tab. Each page shows no English sentence
// and no message id where a catalogue was missing, and axe finds nothing serious with lang=hi.

const admin = adminServerWithStaffForFile();
const at = (path: string) => `${admin.server.baseURL}${path}`;
const headers = () => ({ Origin: admin.server.baseURL });

test.use({ viewport: { width: 375, height: 740 } });

/** A shopper signed in on `request` with one cash order, confirmed by staff and moved on to `status`. */
async function orderAt(request: APIRequestContext, staff: APIRequestContext, status: "processing" | "delivered") {
  const address = { phone: "9812345678", addressLine1: "7 Sarson Marg" };
  const { order } = await signUpAndOrder(request, { base: admin.server.baseURL, name: "Radha Meena", emailPrefix: "hindi-orders", address, participateLuckyDraw: false });
  expect((await staff.post(at(`/api/admin/orders/${order.id}/cod-confirmation`), { headers: headers(), data: { note: "Confirmed on the phone" } })).ok()).toBe(true);
  const moves = status === "processing" ? [{ toStatus: "processing" }] : [{ toStatus: "processing" }, { toStatus: "shipped", courier: "India Post", trackingNumber: "EE123456789IN" }, { toStatus: "delivered" }];
  for (const move of moves) expect((await staff.post(at(`/api/admin/orders/${order.id}/status`), { headers: headers(), data: move })).ok()).toBe(true);
  return order;
}

async function shopperWithOrderAt(page: Page, status: "processing" | "delivered") {
  const staff = await staffContext(page.context().browser()!, admin);
  const order = await orderAt(page.request, staff.request, status);
  await staff.close();
  return { shopper: await newHydratingPage(page.context()), order };
}

/** The address is as the shopper wrote it: names, like the shop's. */
const written = ["Sarson Marg", "Bharatpur", "Rajasthan"];

/** The part of the page this slice translated reads as Hindi, with no message id; then axe on the whole page but its toasts. */
async function expectHindi(page: Page, within: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const text = written.reduce((rest, name) => rest.replaceAll(name, " "), await shownText(page, within));
  expect(englishIn(text), "English left on the page").toEqual([]);
  expect(messageIdsIn(text), "message ids shown instead of words").toEqual([]);
  // A toast fading in or out is read at part of its contrast: left out, as the other specs do.
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] }), "axe with lang=hi").toEqual([]);
}

test("in Hindi a shopper sees their account and order, and cancels the order with a reason", async ({ page }) => {
  test.setTimeout(90_000);
  const { shopper, order } = await shopperWithOrderAt(page, "processing");

  await shopper.goto(at("/hi/account"));
  await expect(shopper).toHaveTitle(/^मेरा खाता/);
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText("मेरा खाता");
  await expect(shopper.getByRole("tab", { name: "मेरे ऑर्डर" })).toHaveAttribute("aria-selected", "true");
  const card = shopper.getByRole("article", { name: `ऑर्डर ${order.orderNumber}` });
  await expect(card).toContainText("ऑर्डर: तैयार हो रहा है");
  await expect(card).toContainText("डिलीवरी पर नकद भुगतान");
  await expect(card).toContainText("कुल");
  // The order's lines are named as the catalogue names them in Hindi.
  await expect(card).toContainText("कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर");
  await expectHindi(shopper, "[role=tabpanel]");

  await card.getByRole("link", { name: order.orderNumber }).click();
  await expect(shopper).toHaveURL(new RegExp(`/hi/account/orders/${order.orderNumber}$`), { timeout: 20_000 });
  await expect(shopper.getByRole("heading", { level: 1 })).toHaveText(`ऑर्डर ${order.orderNumber}`);
  await expect(shopper.getByRole("region", { name: "स्थिति का ब्योरा" })).toContainText("ऑर्डर किया गया");
  await expect(shopper.getByRole("region", { name: "डिलीवरी", exact: true })).toContainText("ऑर्डर भेजे जाने के बाद ट्रैकिंग की जानकारी यहाँ दिखेगी।");
  await expect(shopper.getByRole("main").getByRole("link", { name: "शिकायत दर्ज करें" })).toHaveAttribute("href", `/hi/complaints?order=${order.orderNumber}`);
  await expectHindi(shopper, "main");

  await shopper.getByRole("button", { name: "ऑर्डर रद्द करें" }).click();
  const dialog = shopper.getByRole("dialog", { name: `ऑर्डर ${order.orderNumber} रद्द करें?` });
  await dialog.getByRole("button", { name: "हाँ, ऑर्डर रद्द करें" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("कृपया बताएँ कि आप ऑर्डर क्यों रद्द कर रहे हैं");
  await dialog.getByRole("radio", { name: "ग़लती से ऑर्डर हो गया" }).check();
  await expectHindi(shopper, "[role=dialog]");
  await dialog.getByRole("button", { name: "हाँ, ऑर्डर रद्द करें" }).click();

  await expect(toast(shopper, "ऑर्डर रद्द हो गया")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shopper.getByText("ऑर्डर: रद्द")).toBeVisible();
  await expect(shopper.getByRole("link", { name: "क्रेडिट नोट डाउनलोड करें" })).toBeVisible();
  await expect(shopper.getByRole("button", { name: "ऑर्डर रद्द करें" })).toHaveCount(0);
});

test("in Hindi a shopper reports a problem with a delivered order, then joins the membership", async ({ page }) => {
  test.setTimeout(90_000);
  const { shopper, order } = await shopperWithOrderAt(page, "delivered");

  await shopper.goto(at(`/hi/account/orders/${order.orderNumber}`));
  await expect(shopper.getByText("ऑर्डर: डिलीवर हो गया")).toBeVisible();
  await expect(shopper.getByText("यह ऑर्डर डिलीवर हो चुका है, इसलिए अब इसे रद्द नहीं किया जा सकता।")).toBeVisible();
  const section = shopper.getByRole("region", { name: "समस्या बताएँ" });
  await section.getByRole("button", { name: "समस्या बताएँ" }).click();
  const dialog = shopper.getByRole("dialog", { name: "समस्या बताएँ" });
  await dialog.getByRole("group", { name: "कौन-सा सामान?" }).getByRole("checkbox").first().check();
  await expect(dialog.getByRole("combobox", { name: "कितने" })).toHaveValue("1");
  await dialog.getByRole("radio", { name: "सामान कम आया" }).check();
  await expect(dialog.getByText("फ़ोटो (ज़रूरी नहीं)")).toBeVisible();
  await dialog.getByLabel("समस्या के बारे में बताएँ").fill("डिब्बे में तेल की एक बोतल कम आई।");
  await dialog.getByRole("radio", { name: "रिफ़ंड" }).check();
  await expectHindi(shopper, "[role=dialog]");
  await dialog.getByRole("button", { name: "रिपोर्ट भेजें" }).click();
  await expect(toast(shopper, "समस्या दर्ज हो गई")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId("return-request")).toContainText("हमारी टीम के जवाब का इंतज़ार");
  await expect(section.getByTestId("return-request")).toContainText("सामान कम आया · रिफ़ंड");
  await expectHindi(shopper, "main");

  await shopper.goto(at("/hi/account?tab=membership"));
  const panel = shopper.getByRole("tabpanel", { name: "मेंबरशिप" });
  await expect(panel.getByRole("heading", { name: "मेंबरशिप" })).toBeVisible();
  await expectHindi(shopper, "[role=tabpanel]");
  await panel.getByRole("button", { name: "मेंबर बनें" }).click();
  await expect(panel.getByRole("heading", { name: "आपका मेंबर कोड" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "WhatsApp पर शेयर करें" })).toHaveAttribute("href", /%E0%A4%AE%E0%A5%87%E0%A4%B0%E0%A4%BE%20%E0%A4%95%E0%A5%8B%E0%A4%A1/);
  await expect(panel).toContainText("अभी कोई रिवॉर्ड नहीं।");
  await expectHindi(shopper, "[role=tabpanel]");
});
