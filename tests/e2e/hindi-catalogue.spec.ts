import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The catalogue in Hindi (issue 45): Devanagari search finds the mustard oils on both languages'
// shops, and a product page under /hi shows its Hindi name and label. Located by roles, not by UI words,
// which the Hindi pages translate.

test.use({ viewport: { width: 375, height: 740 } });

const searchBox = (page: Page) => page.getByRole("search").getByRole("combobox");
const cardNames = async (page: Page) => (await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents()).sort();

const oils = {
  "/hi/shop": ["कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर", "लकड़ी की घानी का सरसों तेल 1 लीटर"],
  "/shop": ["Hydraulic Pressed Mustard Oil 1L", "Wood Pressed Mustard Oil 1L"],
};

for (const [address, names] of Object.entries(oils)) {
  test(`"सरसों" finds the two mustard oils on ${address}, and "arhar dal" the arhar dals`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(12);
    await searchBox(page).fill("सरसों");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
    expect(await cardNames(page)).toEqual([...names].sort());
    await expect(page).toHaveURL(/q=%E0%A4%B8/);

    await searchBox(page).fill("arhar dal");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(2);
  });
}

test("a product page under /hi shows its Hindi name, title and structured data; the English page stays English", async ({ page }) => {
  await page.goto("/hi/shop/hydraulic-pressed-mustard-oil-1l");
  const hindi = "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi);
  await expect(page).toHaveTitle(new RegExp(hindi));
  await expect(page.getByText(/हाइड्रॉलिक प्रेस में ठंडा पेरा गया/).first()).toBeVisible();
  // The label's prose in Hindi; its name and address stay as entered.
  await expect(page.getByRole("definition").getByText("पैकिंग से 9 महीने तक", { exact: true })).toBeVisible();
  await expect(page.getByRole("definition").getByText("इसमें सरसों है", { exact: true })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((text) => text.includes(hindi))).toBe(true);

  await page.goto("/shop/hydraulic-pressed-mustard-oil-1l");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hydraulic Pressed Mustard Oil 1L");
  await expect(page.getByText(hindi)).toHaveCount(0);
  await expect(page.getByRole("definition").getByText("9 months from packing", { exact: true })).toBeVisible();
});
