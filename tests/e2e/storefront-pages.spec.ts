import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { dismissLuckyDraw, expectNotFoundPage } from "./storefront-helpers";

const publicPages = [
  "/",
  "/shop",
  "/bundles",
  "/our-campaign",
  "/our-story",
  "/why-choose-us",
  "/business-enquiry",
  "/blog",
  "/lab-reports",
  "/contact",
  "/terms-lucky-draw",
  "/terms-of-service",
  "/privacy-policy",
  "/shipping-policy",
  "/return-refund-policy",
];

test.describe("every public page", () => {
  for (const route of publicPages) {
    test(`${route} has its own title and description, one h1, and no serious accessibility violation`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      if (route === "/") await dismissLuckyDraw(page);
      await expect(page).toHaveTitle(/\| Demo Farm Foods$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", "/images/og-image.png");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // Every image is the shop's own, sized, and described (or marked decorative).
      for (const image of await page.locator("img").all()) {
        expect(await image.getAttribute("src")).toMatch(/^\/images\//);
        expect(await image.getAttribute("width")).toBeTruthy();
        expect(await image.getAttribute("height")).toBeTruthy();
        expect(await image.getAttribute("alt")).not.toBeNull();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("titles differ from page to page", async ({ page }) => {
    const titles = new Set<string>();
    for (const route of publicPages) {
      await page.goto(route);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(publicPages.length);
  });

  test("open dialogs have no serious accessibility violation either", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Monthly Lucky Draw" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dismissLuckyDraw(page);
    await page.getByRole("button", { name: "Business Enquiry" }).click();
    await expect(page.getByRole("dialog", { name: "Business Enquiry" }).getByLabel("Name")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("content pages", () => {
  test("lab reports list what we test for and link to contact", async ({ page }) => {
    await page.goto("/lab-reports");
    const section = page.getByRole("region", { name: "What We Test for" }).or(page.locator("section").filter({ has: page.getByRole("heading", { name: "What We Test for" }) }));
    await expect(section).toContainText("Nutritional Profile");
    await expect(section).toContainText("FSSAI Requirement");
    await page.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("our story shows four founders under One Family, One Dream, and Our Team", async ({ page }) => {
    await page.goto("/our-story");
    const founders = page.getByRole("region", { name: "One Family, One Dream" });
    await expect(founders.getByRole("article")).toHaveCount(4);
    await expect(page.getByRole("heading", { name: "Our Team" })).toBeVisible();
  });

  test("the campaign page has the four steps, 30-day rewards, founders and dated blog posts, and its links", async ({ page }) => {
    await page.goto("/our-campaign");
    const steps = page.getByRole("region", { name: "Become a Member in Four Steps" }).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(page.getByRole("main")).toContainText("Rewards are valid for 30 days");
    await expect(page.getByRole("region", { name: "Founders" }).getByRole("group")).toHaveCount(4);
    const blog = page.getByRole("region", { name: "Blog posts" });
    await expect(blog.getByRole("group")).toHaveCount(4);
    await expect(blog.getByRole("group").first()).toContainText("Health");
    await expect(blog.getByRole("group").first()).toContainText("12 Jan 2026");
    await expect(blog).toHaveAttribute("data-ready", "true", { timeout: 15_000 });
    await expect(blog).not.toHaveAttribute("data-selected-index", "0", { timeout: 5000 });
    for (const href of ["/our-story", "/blog", "/contact"]) await expect(page.getByRole("main").locator(`a[href="${href}"]`).first()).toBeVisible();
  });

  test("the policy pages carry the delivery, return and lucky-draw facts", async ({ page }) => {
    await page.goto("/shipping-policy");
    await expect(page.getByRole("main")).toContainText("1 to 9 business days");
    await expect(page.getByRole("main")).toContainText("within India only");
    await expect(page.getByRole("main")).toContainText("within 48 hours");
    await page.goto("/return-refund-policy");
    // PRODUCT.md's "After the sale" replaces SPEC's "cannot be cancelled once placed" and its 24 hours.
    await expect(page.getByRole("main")).toContainText("cancel an order while it is pending or processing");
    await expect(page.getByRole("main")).not.toContainText("cannot be cancelled once placed");
    for (const fact of ["damaged or leaking", "incorrect", "missing", "expired", "improperly sealed", "Within 48 hours", "within 7 days", "UTR", "acknowledges it within 48 hours"]) await expect(page.getByRole("main")).toContainText(fact);
    await page.goto("/terms-lucky-draw");
    const terms = page.getByRole("main");
    for (const fact of ["monthly", "aged 18 or over", "purchase from our shop is required", "once per month", "Gift hampers", "up to 50% off", "drawn randomly", "WhatsApp"]) await expect(terms).toContainText(fact);
  });

  test("an unknown path answers 404 with the shop's page and a link home", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await expectNotFoundPage(page, "/no-such-mustard");
  });

  test("the sitemap lists the public pages and robots points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/our-campaign</loc>");
    expect(sitemap).not.toContain("/404");
    expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });
});
