import { expect, test } from "./fixtures";
import { dismissLuckyDraw, nextWhatsappLink, toast } from "./storefront-helpers";

test.describe("home page", () => {
  test("the launch banner names LAUNCH10, can be dismissed, and is back after a reload", async ({ page }) => {
    await page.goto("/");
    // The lucky draw opens a second after the first paint, which on a busy machine is before
    // hydration ends, and hides the page from the accessibility tree: close it first.
    await dismissLuckyDraw(page);
    const banner = page.getByRole("region", { name: "Launch offer" });
    await expect(banner).toContainText("10% off");
    await expect(banner).toContainText("LAUNCH10");
    await banner.getByRole("button", { name: "Dismiss launch offer" }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    // The lucky draw opens a second after the reload and hides the page from the accessibility
    // tree; on a busy machine that second passes before the check, so close it first.
    await dismissLuckyDraw(page);
    await expect(page.getByRole("region", { name: "Launch offer" })).toBeVisible();
  });

  test("the lucky draw opens one second after load with prizes, steps and the announcement, and Maybe Later closes it until the next load", async ({ page }) => {
    const started = Date.now();
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Monthly Lucky Draw" });
    await expect(dialog).toBeVisible({ timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    for (const prize of ["Gift hampers", "Coupons up to 50% off", "Bonus gifts for loyal customers", "Surprise gifts"]) await expect(dialog).toContainText(prize);
    await expect(dialog.getByRole("listitem")).toHaveCount(8);
    await expect(dialog).toContainText("Winners are announced every month on Instagram.");
    // Focus is in the pop-up, on its first button, once it has been drawn (decision 034).
    await expect(dialog.getByRole("button", { name: "Maybe Later" })).toBeFocused();
    await dialog.getByRole("button", { name: "Maybe Later" }).click();
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(1500);
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("dialog", { name: "Monthly Lucky Draw" })).toBeVisible();
  });

  test("the lucky draw opens one second after the shopper first sees the page", async ({ page }) => {
    // The browser notes when the pop-up appears and when React took over the page.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (!marks.hydrated && document.documentElement.hasAttribute("data-hydrated")) marks.hydrated = performance.now();
        if (!marks.opened && document.querySelector("[role=dialog]")) marks.opened = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Monthly Lucky Draw" })).toBeVisible();
    const { paint, hydrated, opened } = await page.evaluate(() => {
      const marks = (window as unknown as { __marks: Record<string, number> }).__marks;
      return { paint: performance.getEntriesByName("first-contentful-paint")[0]!.startTime, hydrated: marks.hydrated!, opened: marks.opened! };
    });
    // One second after the first paint, counted from the paint, not from hydration; when hydration
    // comes later than that (a slow phone), as soon as the page can open it.
    expect(opened - paint).toBeGreaterThanOrEqual(990);
    expect(opened).toBeLessThan(Math.max(paint + 1000, hydrated) + 1500);
  });

  test("while the lucky draw is open the page behind it does not scroll, and a press beside it closes it", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Monthly Lucky Draw" });
    await expect(dialog).toBeVisible();
    await page.mouse.move(8, 8);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("the lucky draw is modal: Tab and Shift+Tab keep focus inside it, and it says so to assistive technology", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Monthly Lucky Draw" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    // The page behind is hidden from assistive technology too, for readers that ignore aria-modal.
    await expect(page.locator("main#main")).toHaveAttribute("aria-hidden", "true");
    await expect(dialog.getByRole("button", { name: "Maybe Later" })).toBeFocused();
    // Three controls (View Terms & Join Now, Maybe Later, Close lucky draw): five presses loop round.
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      await expect(dialog.locator(":focus")).toHaveCount(1);
    }
    // Net one step on from Maybe Later: the last control; one more Tab comes back to the first.
    await expect(dialog.getByRole("button", { name: "Close lucky draw" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: "View Terms & Join Now" })).toBeFocused();
    // A press on the pop-up's text puts focus on the pop-up itself: Shift+Tab from there stays inside.
    await dialog.getByText("Winners are announced every month").click();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("button", { name: "Close lucky draw" })).toBeFocused();
    await dialog.getByText("Winners are announced every month").click();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("link", { name: "View Terms & Join Now" })).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  test("View Terms & Join Now goes to the lucky draw terms; Escape also closes the pop-up", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Monthly Lucky Draw" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole("link", { name: "View Terms & Join Now" }).click();
    await expect(page).toHaveURL(/\/terms-lucky-draw$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lucky Draw Terms");
  });

  test("closing the lucky draw gives focus back to where the shopper was when it opened", async ({ page }) => {
    // The pop-up cannot open before its code arrives: held back until the shopper is on a link.
    let release = () => {};
    let heldBack = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/lucky-draw-dialog-*.js", async (route) => {
      heldBack = true;
      await held;
      await route.continue();
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const policy = page.getByRole("contentinfo").getByRole("link", { name: "Shipping Policy" });
    await policy.focus();
    await expect.poll(() => heldBack).toBe(true);
    release();
    const dialog = page.getByRole("dialog", { name: "Monthly Lucky Draw" });
    await expect(dialog.getByRole("button", { name: "Maybe Later" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(policy).toBeFocused();
  });

  test("the hero autoplays and every carousel loops both ways", async ({ page }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    const hero = page.getByRole("region", { name: "Featured products", exact: true });
    await expect(hero.getByRole("group")).toHaveCount(4);
    // Autoplay every 2 s moves on without any interaction, counted from when the carousel's engine,
    // loaded when the browser is first idle, has the slides (on a loaded CI host that is seconds late).
    await expect(hero).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    const first = await hero.getAttribute("data-selected-index");
    await expect(hero).not.toHaveAttribute("data-selected-index", first!, { timeout: 4000 });

    const bundles = page.getByRole("region", { name: "Bundles", exact: true });
    await expect(bundles.getByRole("group")).toHaveCount(3);
    await expect(bundles.getByRole("heading", { name: "15-Day Starter Bundle" })).toBeAttached();
    await expect(bundles.getByRole("heading", { name: "Healthy Grains Combo" })).toBeAttached();

    const featured = page.getByRole("region", { name: "Featured products list" });
    await featured.scrollIntoViewIfNeeded();
    await expect(featured).toHaveAttribute("data-selected-index", "0");
    await featured.getByRole("button", { name: "Previous slide" }).click();
    await expect(featured).not.toHaveAttribute("data-selected-index", "0");
    await featured.getByRole("button", { name: "Next slide" }).click();
    await expect(featured).toHaveAttribute("data-selected-index", "0");
  });

  test("the bundles carousel autoplays and comes back round to the first bundle", async ({ page }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    const bundles = page.getByRole("region", { name: "Bundles", exact: true });
    await bundles.scrollIntoViewIfNeeded();
    await expect(bundles).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    await expect(bundles).not.toHaveAttribute("data-selected-index", "0", { timeout: 5000 });
    const snaps = await bundles.evaluate((el) => el.querySelectorAll("[aria-roledescription=slide]").length);
    expect(snaps).toBe(3);
    await expect(bundles).toHaveAttribute("data-selected-index", "0", { timeout: 12_000 });
  });

  test("the speciality section links to each press and to why choose us", async ({ page }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    await expect(page.getByRole("link", { name: "Why choose us?" })).toHaveAttribute("href", "/why-choose-us");
    await page.getByRole("link", { name: "Shop wood pressed oil" }).click();
    await expect(page).toHaveURL(/\/shop\?category=mustard&type=wood-pressed$/);
    await expect(page.getByRole("region", { name: "Products" }).getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Wood Pressed Mustard Oil 1L" })).toBeVisible();
    await page.goto("/");
    await dismissLuckyDraw(page);
    await page.getByRole("link", { name: "Shop hydraulic pressed oil" }).click();
    await expect(page).toHaveURL(/\/shop\?category=mustard&type=hydraulic$/);
    await expect(page.getByRole("heading", { name: "Hydraulic Pressed Mustard Oil 1L" })).toBeVisible();
  });

  test("the campaign section has its anchor, and the chat button opens WhatsApp", async ({ page }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    await expect(page.locator("#our-campaign")).toContainText("Get rewarded");
    const chat = page.getByRole("link", { name: "Chat with us on WhatsApp" });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/910000000000\?text=/);
    await expect(chat).toHaveAttribute("target", "_blank");
  });

  test("a signed-out visitor sees no greeting; a signed-in shopper is greeted by first name with four cards", async ({ page, baseURL }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    await expect(page.getByRole("heading", { name: /^Hello,/ })).toHaveCount(0);
    const email = `greet-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await page.request.post("/api/auth/sign-up/email", { data: { email, password: "mustard-oil-123", name: "Kavita Rani Sharma" }, headers: { Origin: baseURL! } });
    expect(signUp.ok()).toBe(true);
    await page.reload();
    await dismissLuckyDraw(page);
    const greeting = page.getByRole("region", { name: "Hello, Kavita!" });
    await expect(greeting).toBeVisible();
    const links = greeting.getByRole("link");
    await expect(links).toHaveCount(4);
    await expect(greeting.getByRole("link", { name: /Premium Mustard Oils/ })).toHaveAttribute("href", "/shop?category=mustard");
    await expect(greeting.getByRole("link", { name: /Organic Pulses/ })).toHaveAttribute("href", "/shop?category=organic");
    await expect(greeting.getByRole("link", { name: /^Grains/ })).toHaveAttribute("href", "/shop?category=grains");
    await expect(greeting.getByRole("link", { name: /Bundle Deals/ })).toHaveAttribute("href", "/bundles");
  });

  test("the Business Enquiry dialog asks for the required fields, then opens WhatsApp, confirms, clears and closes", async ({ page, context }) => {
    await page.goto("/");
    await dismissLuckyDraw(page);
    await page.getByRole("button", { name: "Business Enquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Business Enquiry" });
    await expect(dialog.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(dialog.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await dialog.getByLabel("Name").fill("Suresh Gupta");
    await dialog.getByRole("button", { name: "Send Enquiry" }).click();
    await expect(toast(page, "Missing Information")).toContainText("Please fill in all required fields");
    await dialog.getByLabel("Email").fill("suresh@gupta-stores.example");
    await dialog.getByLabel("Phone").fill("9876543210");
    await dialog.getByLabel("Message (optional)").fill("50 litres of mustard oil a month");
    const link = await nextWhatsappLink(context, page, () => dialog.getByRole("button", { name: "Send Enquiry" }).click());
    expect(link.origin + link.pathname).toBe("https://wa.me/910000000000");
    expect(link.searchParams.get("text")).toBe("Business Enquiry\nName: Suresh Gupta\nEmail: suresh@gupta-stores.example\nPhone: 9876543210\nMessage: 50 litres of mustard oil a month");
    await expect(toast(page, "Enquiry Submitted!")).toContainText("We'll get back to you soon regarding your business enquiry.");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Business Enquiry" }).click();
    await expect(page.getByRole("dialog", { name: "Business Enquiry" }).getByLabel("Name")).toHaveValue("");
  });
});
