import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { productCards } from "./storefront-helpers";

// Search in the shopper's words (issue 17): Hindi names, small typos, and suggestions chosen by keyboard.

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const cardNames = (page: Page) => productCards(page).getByRole("heading").allTextContents();

test("'sarson' and 'musterd oil' find the mustard oils, typed key by key", async ({ page }) => {
  await page.goto("/shop");
  const search = searchBox(page);
  await search.pressSequentially("sarson");
  await expect(productCards(page)).toHaveCount(2);
  expect((await cardNames(page)).sort()).toEqual(["Hydraulic Pressed Mustard Oil 1L", "Wood Pressed Mustard Oil 1L"]);
  await expect(page).toHaveURL(/q=sarson/);

  await search.fill("");
  await search.pressSequentially("musterd oil");
  await expect(search).toHaveValue("musterd oil");
  await expect(productCards(page)).toHaveCount(2);
  expect((await cardNames(page)).sort()).toEqual(["Hydraulic Pressed Mustard Oil 1L", "Wood Pressed Mustard Oil 1L"]);

  // Kept in the URL: a shared link shows the same.
  await page.goto("/shop?q=arhar%20daal");
  await expect(searchBox(page)).toHaveValue("arhar daal");
  expect((await cardNames(page)).sort()).toEqual(["Organic Arhar Dal 500gm", "Panchratna Dal"]);
});

test("suggestions appear as the shopper types and are chosen with the keyboard", async ({ page }) => {
  await page.goto("/shop");
  const search = searchBox(page);
  await expect(search).toHaveAttribute("aria-expanded", "false");
  await search.pressSequentially("toor");
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  await expect(search).toHaveAttribute("aria-expanded", "true");
  const options = list.getByRole("option");
  await expect(options).toHaveCount(2);
  await expect(options.first()).toHaveText("Organic Arhar Dal 500gm");
  expect(await seriousViolations(page, { within: "[role=search]" })).toEqual([]);

  await search.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await search.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await search.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await search.press("Enter");
  await expect(search).toHaveValue("Organic Arhar Dal 500gm");
  await expect(list).toBeHidden();
  await expect(search).toBeFocused();
  await expect(productCards(page)).toHaveCount(1);

  // Escape closes the list, a second Escape clears the box.
  await search.fill("");
  await search.pressSequentially("dal");
  await expect(options).toHaveCount(5);
  await search.press("Escape");
  await expect(list).toBeHidden();
  await expect(search).toHaveValue("dal");
  await search.press("Escape");
  await expect(search).toHaveValue("");
  await expect(productCards(page)).toHaveCount(12);

  // A pointer chooses too, and the list fits the phone's width.
  await search.pressSequentially("moong");
  await expect(options.first()).toBeVisible();
  const box = await list.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await options.filter({ hasText: "Sabut Moong Dal" }).click();
  await expect(search).toHaveValue("Sabut Moong Dal");
  await expect(productCards(page)).toHaveCount(1);
});

test("a word that names nothing still says so, with no suggestions", async ({ page }) => {
  await page.goto("/shop");
  await searchBox(page).pressSequentially("rice");
  await expect(page.getByText("No products match your search.")).toBeVisible();
  await page.waitForTimeout(400);
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute("aria-expanded", "false");
});
