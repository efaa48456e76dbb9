import { expect, test } from "./fixtures";

// The frame around every page: the header, the footer and the phone's side menu.

test.describe("header", () => {
  test("turns compact with a smaller logo after 50 px of scroll, and back at the top", async ({ page }) => {
    await page.goto("/shop");
    const header = page.getByRole("banner");
    const logo = page.getByTestId("site-logo");
    await expect(header).toHaveAttribute("data-compact", "false");
    const fullWidth = (await logo.boundingBox())!.width;
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute("data-compact", "false");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute("data-compact", "true");
    await expect.poll(async () => (await logo.boundingBox())!.width).toBeLessThan(fullWidth);
    await expect(header.getByRole("link", { name: "Cart" })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-compact", "false");
  });

  test("shows the top bar texts and sends signed-out Wishlist and Cart to sign-in", async ({ page }) => {
    await page.goto("/shop");
    const header = page.getByRole("banner");
    await expect(header).toContainText("Pan India Shipping + Same Day Delivery (Delhi-NCR)");
    await expect(header).toContainText("Free Shipping Above ₹499");
    await expect(header.getByRole("link", { name: "Sign In" })).toBeVisible();
    await header.getByRole("link", { name: "Cart" }).click();
    await expect(page).toHaveURL(/\/auth/);
    await page.goto("/shop");
    await page.getByRole("banner").getByRole("link", { name: "Wishlist" }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test("the footer links to every site and legal page", async ({ page }) => {
    await page.goto("/our-story");
    const footer = page.getByRole("contentinfo");
    for (const href of ["/shop", "/bundles", "/our-campaign", "/our-story", "/why-choose-us", "/lab-reports", "/blog", "/business-enquiry", "/contact", "/terms-of-service", "/privacy-policy", "/shipping-policy", "/return-refund-policy", "/terms-lucky-draw"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("the footer shows the seller's legal details and the grievance officer", async ({ page }) => {
    await page.goto("/our-story");
    const smallPrint = page.getByRole("contentinfo").locator("address");
    await expect(smallPrint).toContainText("Demo Farm Foods Private Limited, registered office: Plot 0, Example Industrial Area, Narela, New Delhi, Delhi 110040");
    await expect(smallPrint).toContainText("GSTIN 07AAACD1234F1Z9 · FSSAI licence no. 10000000000000");
    await expect(smallPrint).toContainText("Grievance officer: A. Example (Grievance Officer)");
    await expect(smallPrint.getByRole("link", { name: "grievance@example.com" })).toHaveAttribute("href", "mailto:grievance@example.com");
    await expect(smallPrint.getByRole("link", { name: "+91 00000 00001" })).toHaveAttribute("href", "tel:+910000000001");
    // Small print that wraps: nothing wider than a 375 px phone.
    await smallPrint.scrollIntoViewIfNeeded();
    await expect(smallPrint).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test.describe("history", () => {
  test("Back and Forward move between the first page and the pages opened from it, without reloading; Back returns to where the shopper had scrolled", async ({ page }) => {
    // The router must tell Back from Forward, handle both itself, and restore the first page's scroll.
    await page.goto("/our-story");
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(0);
    // Gone if any of the moves below reloaded the page instead of the router handling it.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const stillSameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
    const shopLink = page.getByRole("contentinfo").locator('a[href="/shop"]');
    await shopLink.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await shopLink.click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Shop");
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About Us");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    await page.goForward();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Shop");
    expect(await stillSameDocument()).toBe(true);
  });
});

test.describe("scroll kept across a reload", () => {
  test("a reload puts the page back where the shopper had scrolled", async ({ page }) => {
    await page.goto("/our-story");
    // Positions are saved as the page is left, by the router once it has the page.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About Us");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});

test.describe("side menu on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens from the menu button, traps focus, closes on Escape and after choosing a page", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Lab Reports" })).toBeVisible();
    for (let i = 0; i < 15; i += 1) await page.keyboard.press("Tab");
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Our Story" }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { name: "One Family, One Dream" })).toBeVisible();
  });
});
