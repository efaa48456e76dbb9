import { mkdirSync, mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { reviewAsAnotherShopper } from "./reviews-helpers";

// Issue 45: a shopper browses the shop in Hindi on a 375 px phone: the shop's categories, filters
// and search, a product page with its sizes, reviews and label, the notify-me form of a sold-out
// size and its e-mailed confirmation, and the bundles. Every word asserted is one the shopper reads.

test.use({ viewport: { width: 375, height: 740 } });

const root = path.resolve(import.meta.dirname, "..", "..");
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const dataDir = mkdtempSync(path.join(root, ".tmp", "e2e-hindi-browse-"));
const admin = adminServerWithStaffForFile({ DATA_DIR: dataDir });
const url = (p: string) => `${admin.server.baseURL}${p}`;

/** Both screen-size projects may share the file's server: each works on its own mustard oil. */
const OILS = {
  mobile: { id: "1", english: "Hydraulic Pressed Mustard Oil 1L", hindi: "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर", sku: "DFF-1-5L" },
  desktop: { id: "2", english: "Wood Pressed Mustard Oil 1L", hindi: "लकड़ी की घानी का सरसों तेल 1 लीटर", sku: "DFF-2-5L" },
} as const;
const oilOf = (testInfo: TestInfo) => OILS[testInfo.project.name === "mobile" ? "mobile" : "desktop"];

const main = (page: Page) => page.getByRole("main");
const cards = (page: Page) => main(page).getByRole("article");

async function confirmationPath(email: string): Promise<string> {
  const mails = async () => {
    const files = await readdir(path.join(dataDir, "outbox")).catch(() => [] as string[]);
    const all = await Promise.all(files.filter((name) => name.endsWith(".json")).map(async (file) => JSON.parse(await readFile(path.join(dataDir, "outbox", file), "utf8")) as { to: string; text: string }));
    return all.filter((mail) => mail.to === email);
  };
  await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
  const link = new URL(/https?:\/\/\S+\/notify-me\/confirm\?\S+/.exec((await mails())[0]!.text)![0]);
  return `${link.pathname}${link.search}`;
}

test.beforeEach(() => test.setTimeout(120_000));

test("/hi/shop in Hindi: categories, the filter panel and a search in Hindi", async ({ page }) => {
  await page.goto(url("/hi/shop"));
  await expect(page).toHaveTitle("सरसों का तेल, ऑर्गैनिक दालें और अनाज ख़रीदें | Demo Farm Foods");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("शुद्ध उत्पाद ख़रीदें");
  await expect(main(page)).toContainText("सरसों का तेल, ऑर्गैनिक दालें और अनाज, हमारे खेत से सीधे आपकी रसोई तक।");
  const products = main(page).getByRole("region", { name: "उत्पाद" });
  await expect(products).toContainText("12 उत्पाद");
  await expect(cards(page)).toHaveCount(12);
  // A card's price line and rating in Hindi.
  const firstCard = cards(page).first();
  await expect(firstCard).toContainText("एमआरपी");
  await expect(firstCard).toContainText("% छूट");
  await expect(firstCard).toContainText(/इकाई दाम: ₹[\d,]+\.\d\d प्रति (L|kg|g|ml)/);
  await expect(firstCard).toContainText("अभी कोई समीक्षा नहीं");
  expect(await seriousViolations(page), "axe on /hi/shop").toEqual([]);

  // Categories.
  const categories = page.getByRole("navigation", { name: "श्रेणियाँ" });
  await expect(categories.getByRole("link", { name: "सभी उत्पाद" })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "ऑर्गैनिक दालें" }).click();
  await expect(page).toHaveURL(/\/hi\/shop\?category=organic$/);
  await expect(cards(page)).toHaveCount(9);
  await expect(products).toContainText("9 उत्पाद");
  await categories.getByRole("link", { name: "प्रीमियम सरसों का तेल" }).click();
  await expect(cards(page)).toHaveCount(2);

  // The filter panel: press type, sort, clear.
  await page.getByRole("button", { name: "फ़िल्टर", exact: true }).click();
  const filters = page.getByRole("region", { name: "फ़िल्टर" });
  await expect(filters.getByRole("group", { name: "तेल का प्रकार" })).toBeVisible();
  // The choice goes through the address: the radio is checked once the URL says so.
  await filters.getByRole("radio", { name: "लकड़ी के कोल्हू का" }).click();
  await expect(filters.getByRole("radio", { name: "लकड़ी के कोल्हू का" })).toBeChecked();
  await expect(cards(page)).toHaveCount(1);
  await expect(products).toContainText("1 उत्पाद");
  await expect(cards(page).getByRole("heading")).toHaveText("लकड़ी की घानी का सरसों तेल 1 लीटर");
  await filters.getByRole("combobox", { name: "इस क्रम में दिखाएँ" }).selectOption({ label: "दाम: कम से ज़्यादा" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(filters.getByRole("spinbutton", { name: "न्यूनतम दाम (₹)" })).toBeVisible();
  expect(await seriousViolations(page, { within: "#shop-filters" }), "axe on the filter panel").toEqual([]);
  await filters.getByRole("button", { name: "फ़िल्टर हटाएँ" }).click();
  await expect(cards(page)).toHaveCount(2);

  // A search in Hindi, its suggestions, and a search that finds nothing.
  await page.getByRole("navigation", { name: "श्रेणियाँ" }).getByRole("link", { name: "सभी उत्पाद" }).click();
  const search = page.getByRole("search").getByRole("combobox", { name: "उत्पाद खोजें" });
  await expect(search).toHaveAttribute("placeholder", "उत्पाद खोजें");
  await search.fill("दाल");
  await expect(page.getByRole("listbox", { name: "सुझाव" }).getByRole("option").first()).toBeVisible();
  await expect(cards(page).first()).toContainText("दाल");
  await search.fill("कुछ भी नहीं मिलेगा");
  await expect(cards(page)).toHaveCount(0);
  await expect(main(page)).toContainText("आपकी खोज से कोई उत्पाद नहीं मिला। कोई और शब्द आज़माएँ या फ़िल्टर हटाएँ।");
  await expect(products).toContainText("0 उत्पाद");
});

test("a Hindi product page: a sold-out size, its notify-me form and e-mailed confirmation, reviews and the label", async ({ page, browser, playwright, allowConsoleErrors }, testInfo) => {
  // A press without an address is refused by the server on purpose (400).
  allowConsoleErrors(/status of 400/);
  const oil = oilOf(testInfo);
  const base = admin.server.baseURL;
  // Staff add a sold-out 5 L jar; another shopper reviews the oil.
  const staff = await browser.newContext();
  expect((await staff.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: base } })).ok()).toBe(true);
  const added = await staff.request.post(url(`/api/admin/catalogue/${oil.id}/sizes`), {
    data: { sku: oil.sku, netQuantity: 5, unit: "L", priceRupees: 1600, mrpRupees: 1900, lowStockThreshold: 2, stockOnHand: 0 },
    headers: { Origin: base },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await staff.close();
  await reviewAsAnotherShopper(playwright, base, { name: "सुनीता", productName: oil.english, rating: 5, reviewText: "बहुत बढ़िया तेल" });
  const { product } = (await (await page.request.get(url(`/api/catalogue/products/${oil.id}`))).json()) as { product: { slug: string } };

  // From the shop's card to the product page.
  await page.goto(url("/hi/shop"));
  await cards(page).getByRole("link", { name: oil.hindi }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/shop/${product.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(oil.hindi);
  await expect(page).toHaveTitle(`${oil.hindi} | Demo Farm Foods`);
  const breadcrumb = page.getByRole("navigation", { name: "आप यहाँ हैं" });
  await expect(breadcrumb.getByRole("link", { name: "शॉप" })).toHaveAttribute("href", "/hi/shop");
  const details = page.getByRole("article", { name: oil.hindi });
  await expect(details).toContainText("स्टॉक में है");
  await expect(details).toContainText("(सभी टैक्स सहित)");
  await expect(details).toContainText("इकाई दाम: ₹");
  await expect(details.getByRole("link", { name: /1 समीक्षा/ })).toBeVisible();

  // The sizes: the sold-out jar says so, and offers to e-mail when it is back.
  const sizes = details.getByRole("group", { name: `${oil.hindi} का साइज़` });
  await expect(sizes).toContainText("साइज़");
  await sizes.getByText("5 L").click();
  await expect(page).toHaveURL(new RegExp(`\\?size=${oil.sku}$`));
  await expect(details).toContainText("स्टॉक में नहीं");
  await expect(sizes.getByRole("radio", { name: /^5 L ?, स्टॉक में नहीं$/ })).toBeChecked();
  const notify = page.getByRole("form", { name: `${oil.hindi} (5 L) उपलब्ध होने पर बताएँ` });
  await expect(notify).toContainText("फ़िलहाल स्टॉक ख़त्म है। स्टॉक में वापस आने पर हम आपको एक बार ईमेल कर सकते हैं।");
  expect(await seriousViolations(page), "axe on the product page with a sold-out size").toEqual([]);
  const email = `hindi-notify-${testInfo.project.name}-${Date.now()}@example.com`;
  await notify.getByRole("textbox", { name: "आपका ईमेल" }).fill(email);
  await notify.getByRole("button", { name: "उपलब्ध होने पर बताएँ" }).click();
  // The form gives way to the server's answer, shown in Hindi by its English text (the shared catalogue).
  await expect(notify).toHaveCount(0);
  await expect(page.getByText("कृपया अपना इनबॉक्स देखें: पुष्टि के लिए हमारा भेजा लिंक खोलें")).toBeVisible();

  // The reviews below the product, and the label.
  const reviews = page.getByRole("region", { name: "ग्राहकों की समीक्षाएँ" });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole("tab", { name: "ग्राहकों की समीक्षाएँ" })).toHaveAttribute("aria-selected", "true");
  await expect(reviews.getByRole("region", { name: "औसत रेटिंग" })).toContainText("1 समीक्षा पर आधारित");
  await expect(reviews.getByRole("list", { name: "समीक्षाएँ" })).toContainText("बहुत बढ़िया तेल");
  await reviews.getByRole("tab", { name: "समीक्षा लिखें" }).click();
  await expect(reviews.getByRole("heading", { name: "इस उत्पाद को रेटिंग दें" })).toBeVisible();
  await expect(reviews.getByRole("group", { name: "आपकी रेटिंग" }).getByRole("radio", { name: "5 स्टार" })).toBeVisible();
  await expect(reviews.getByRole("button", { name: "समीक्षा भेजें" })).toBeVisible();
  const label = page.getByRole("region", { name: "उत्पाद की जानकारी" });
  await expect(label.getByRole("term").filter({ hasText: "शुद्ध मात्रा" })).toBeVisible();
  await expect(label.getByRole("definition").filter({ hasText: "5 L" })).toBeVisible();
  await expect(label).toContainText("शाकाहारी");
  await expect(label.getByRole("img", { name: "शाकाहारी का निशान" })).toBeVisible();
  await expect(label.locator("caption")).toHaveText(/^प्रति 100 (g|ml) पोषण जानकारी \(अनुमानित मात्रा\)$/);
  await expect(page.getByRole("region", { name: "आपको ये भी पसंद आ सकते हैं" }).getByRole("article")).toHaveCount(1);
  expect(await seriousViolations(page), "axe on the product page").toEqual([]);

  // The e-mailed link, opened in Hindi: only the button confirms.
  // The e-mail is in the language it was asked in, so its link opens the Hindi page.
  const confirmation = await confirmationPath(email);
  expect(confirmation).toMatch(/^\/hi\/notify-me\/confirm\?/);
  await page.goto(url(confirmation));
  await expect(page).toHaveTitle("स्टॉक में वापसी का ईमेल पक्का करें | Demo Farm Foods");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("स्टॉक में वापसी का ईमेल");
  await expect(main(page)).toContainText("कृपया पक्का करें कि");
  expect(await seriousViolations(page), "axe on the confirmation page").toEqual([]);
  await page.getByRole("button", { name: "हाँ, वापस आने पर मुझे ईमेल करें" }).click();
  await expect(main(page).getByRole("status")).toContainText("पक्का हो गया।");
  await expect(main(page).getByRole("link", { name: /देखें$/ })).toHaveAttribute("href", new RegExp(`^/hi/shop/${product.slug}`));
});

test("the reviews dialog of a shop card speaks Hindi", async ({ page }, testInfo) => {
  const oil = oilOf(testInfo);
  await page.goto(url("/hi/shop"));
  await page.getByRole("button", { name: `${oil.hindi} की समीक्षाएँ` }).click();
  const dialog = page.getByRole("dialog", { name: oil.hindi });
  await expect(dialog).toContainText("ग्राहकों की समीक्षाएँ और रेटिंग");
  await expect(dialog.getByRole("tab", { name: "ग्राहकों की समीक्षाएँ" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("tab", { name: "समीक्षा लिखें" })).toBeVisible();
  expect(await seriousViolations(page, { within: '[role="dialog"]' }), "axe on the reviews dialog").toEqual([]);
});

test("/hi/bundles and a bundle's page in Hindi", async ({ page }) => {
  await page.goto(url("/hi/bundles"));
  await expect(page).toHaveTitle("सेहतमंद कॉम्बो पैक | Demo Farm Foods");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सेहतमंद कॉम्बो पैक");
  await expect(cards(page)).toHaveCount(6);
  const first = cards(page).first();
  await expect(first).toContainText(/आपकी बचत ₹[\d,]+/);
  await expect(first).toContainText(/\d+% छूट/);
  await expect(first).toContainText(/इकाई दाम: ₹[\d,]+\.\d\d प्रति पैक/);
  await expect(first).toContainText("हेल्दी कॉम्बो");
  await expect(page.getByRole("heading", { name: "कुछ अलग चाहिए?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "अपनी पसंद का कॉम्बो पैक माँगें" })).toHaveAttribute("href", "/hi/contact");
  expect(await seriousViolations(page), "axe on /hi/bundles").toEqual([]);

  const name = (await first.getByRole("heading").textContent())!;
  await first.getByRole("link", { name }).click();
  await expect(page).toHaveURL(/\/hi\/bundles\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("navigation", { name: "आप यहाँ हैं" }).getByRole("link", { name: "कॉम्बो पैक" })).toHaveAttribute("href", "/hi/bundles");
  await expect(page.getByRole("article", { name })).toContainText(/आपकी बचत ₹[\d,]+/);
  await expect(page.getByRole("article", { name })).toContainText("स्टॉक में है");
  await expect(page.getByRole("region", { name: "और कॉम्बो पैक" }).getByRole("article")).toHaveCount(3);
  const label = page.getByRole("region", { name: "उत्पाद की जानकारी" });
  await expect(label.getByRole("term").filter({ hasText: "पैक में क्या है" })).toBeVisible();
  expect(await seriousViolations(page), "axe on a bundle's page").toEqual([]);
});
