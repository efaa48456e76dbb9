import type { Page } from "@playwright/test";
import { signUpThroughApi } from "./auth-helpers";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { card, dismissLuckyDraw, productCards, toast } from "./storefront-helpers";

// Hands, eyes and voices (issue 17): focus stays with the shopper, moving things can be paused,
// names start with the words on screen, and nothing floats over what a phone shopper needs.
// Several of these sign up, fill a cart and walk a journey: three times the usual time.
test.slow();

async function withCartAndAddress(page: Page, baseURL: string | undefined) {
  await signUpThroughApi(page.request, baseURL);
  expect((await page.request.post("/api/cart/items", { data: { productId: "1" }, headers: { Origin: baseURL! } })).ok()).toBe(true);
  const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };
  expect((await page.request.post("/api/addresses", { data: address, headers: { Origin: baseURL! } })).status()).toBe(201);
}

test("each autoplaying carousel has a pause control that stops it", async ({ page }) => {
  await page.goto("/");
  await dismissLuckyDraw(page);
  const hero = page.getByRole("region", { name: "Featured products", exact: true });
  await expect(hero).toHaveAttribute("data-ready", "true");
  await hero.getByRole("button", { name: "Pause Featured products" }).click();
  const stoppedAt = await hero.getAttribute("data-selected-index");
  await page.waitForTimeout(2600);
  await expect(hero).toHaveAttribute("data-selected-index", stoppedAt!);
  // Play starts it again.
  await hero.getByRole("button", { name: "Play Featured products" }).click();
  await expect(hero).not.toHaveAttribute("data-selected-index", stoppedAt!, { timeout: 4000 });
  await expect(page.getByRole("region", { name: "Bundles", exact: true }).getByRole("button", { name: "Pause Bundles" })).toBeVisible();
});

test("under prefers-reduced-motion the carousels start paused", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await dismissLuckyDraw(page);
  const hero = page.getByRole("region", { name: "Featured products", exact: true });
  await expect(hero).toHaveAttribute("data-ready", "true");
  await expect(hero.getByRole("button", { name: "Play Featured products" })).toBeVisible();
  await page.waitForTimeout(2600);
  await expect(hero).toHaveAttribute("data-selected-index", "0");
});

test("card buttons are named from their visible words, so voice control finds them", async ({ page }) => {
  await page.goto("/shop");
  const dal = card(page, "Masoor Dal");
  for (const visible of ["Add to cart", "Buy Now"]) {
    const button = dal.getByRole("button", { name: `${visible}: Masoor Dal`, exact: true });
    await expect(button).toHaveText(visible);
  }
  // Every button on a card: its accessible name begins with the text it shows.
  for (const button of await dal.getByRole("button").all()) {
    const text = (await button.innerText()).trim();
    if (text) expect((await button.getAttribute("aria-label")) ?? text).toMatch(new RegExp(`^${text}`));
  }
});

test("the focus ring shows on a primary button on a cream card", async ({ page }) => {
  await page.goto("/shop");
  const button = card(page, "Masoor Dal").getByRole("button", { name: "Add to cart: Masoor Dal" });
  await button.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  // Polled: the button's colour transition (Tailwind's transition-colors) takes the outline's
  // colour with it, so a read in the first 150 ms can catch it on its way.
  const ring = () =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
    });
  await expect.poll(ring).toEqual({ width: "3px", style: "solid", color: "rgb(26, 61, 26)" });
});

test("the tabs are one Tab stop; the arrow keys, Home and End move between them and open the one they reach", async ({ page }) => {
  await page.goto("/auth");
  const signIn = page.getByRole("tab", { name: "Sign In" });
  const signUp = page.getByRole("tab", { name: "Sign Up" });
  await expect(page.getByRole("tablist", { name: "Sign in or sign up" })).toBeVisible();
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await expect(signUp).toHaveAttribute("tabindex", "-1");

  await signIn.focus();
  await page.keyboard.press("ArrowRight");
  await expect(signUp).toBeFocused();
  await expect(signUp).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await expect(panel.getByLabel("Full Name")).toBeVisible();
  // The list is one stop: Tab leaves it for the open panel, with the focus ring on it.
  await page.keyboard.press("Tab");
  await expect(panel).toBeFocused();
  await expect.poll(() => panel.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");

  await signUp.focus();
  await page.keyboard.press("ArrowRight");
  await expect(signIn).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(signUp).toBeFocused();
  await page.keyboard.press("Home");
  await expect(signIn).toBeFocused();
  await expect(signIn).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(signUp).toHaveAttribute("aria-selected", "true");
  // A modified arrow is the browser's or the system's, not the tab list's.
  await page.keyboard.press("Shift+ArrowRight");
  await expect(signUp).toBeFocused();
  await expect(signUp).toHaveAttribute("aria-selected", "true");
});

test("focus stays with the shopper after Add New Address, Save Address and applying a promo code", async ({ page, baseURL }) => {
  await withCartAndAddress(page, baseURL);
  await page.goto("/checkout");
  await page.getByRole("button", { name: "Add New Address" }).click();
  await expect(page.getByLabel("Full Name")).toBeFocused();
  await page.getByLabel("Full Name").fill("Ravi Kumar");
  await page.getByLabel("Phone Number").fill("9812345678");
  await page.getByLabel("Address Line 1").fill("4 Canal Road");
  await page.getByLabel("Pincode").fill("302001");
  await expect(page.getByLabel("City")).toHaveValue("Jaipur");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByRole("radio", { name: /Ravi Kumar/ })).toBeFocused();

  await page.getByLabel("Promo Code").fill("LAUNCH10");
  await page.getByLabel("Promo Code").press("Enter");
  await expect(toast(page, "Promo Code Applied!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove" })).toBeFocused();
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByLabel("Promo Code")).toBeFocused();
});

test.describe("at 375 px", () => {
  // The phone layout, in both projects: the desktop project sets the same 375 px width here.
  test.use({ viewport: { width: 375, height: 740 } });

  test("products are two columns of cards", async ({ page }) => {
    await page.goto("/shop");
    const [first, second, third] = await Promise.all([0, 1, 2].map(async (index) => (await productCards(page).nth(index).boundingBox())!));
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.y).toBeGreaterThan(first!.y + 50);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the header shows the whole brand name with room to the edge, and its icons stay put when the session is known", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/ERR_FAILED/);
    await page.goto("/shop");
    const logo = page.getByTestId("site-logo");
    await expect(logo).toHaveText(/Demo Farm Foods/);
    expect(await logo.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    const signIn = page.getByRole("banner").getByRole("link", { name: "Sign In" });
    const pill = (await signIn.boundingBox())!;
    expect(375 - (pill.x + pill.width)).toBeGreaterThanOrEqual(8);
    const cart = page.getByRole("banner").getByRole("link", { name: "Cart", exact: true });
    const before = (await cart.boundingBox())!;
    // Before the session is known (the prerendered state) the cart icon sits where it sits after.
    await page.route("**/api/auth/get-session", async (route) => route.abort());
    await page.reload();
    const pending = (await cart.boundingBox())!;
    expect(Math.abs(pending.x - before.x)).toBeLessThan(1);
  });

  test("the floating buttons leave the hero's button clear, and toasts sit below the header", async ({ page, baseURL }) => {
    await signUpThroughApi(page.request, baseURL);
    await page.goto("/");
    await dismissLuckyDraw(page);
    const shopNow = (await page.getByRole("link", { name: "Shop Now" }).first().boundingBox())!;
    for (const name of ["Business Enquiry", "Chat with us on WhatsApp"]) {
      const floating = (await page.getByRole(name === "Business Enquiry" ? "button" : "link", { name }).boundingBox())!;
      const overlaps = floating.x < shopNow.x + shopNow.width && shopNow.x < floating.x + floating.width && floating.y < shopNow.y + shopNow.height && shopNow.y < floating.y + floating.height;
      expect(overlaps, `${name} covers Shop Now`).toBe(false);
    }
    await page.getByRole("region", { name: "Featured products list" }).getByRole("button", { name: "Add to cart: Hydraulic Pressed Mustard Oil 1L" }).click();
    const shown = toast(page, "Added to cart!");
    await expect(shown).toBeVisible({ timeout: 20_000 });
    const badge = (await page.getByRole("link", { name: "Cart, 1 item" }).boundingBox())!;
    // Polled: sonner slides a toast in from above, so a box read as it appears can still be on its way down.
    await expect.poll(async () => (await shown.boundingBox())!.y).toBeGreaterThan(badge.y + badge.height);
  });
});
