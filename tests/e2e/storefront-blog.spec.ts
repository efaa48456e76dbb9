import { expect, test } from "./fixtures";
import { readArticleInDialog, toast } from "./storefront-helpers";

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

test.describe("blog", () => {
  test("shows a featured article and a grid of three, and the chips filter them", async ({ page }) => {
    await page.goto("/blog");
    const featured = page.getByRole("region", { name: "Featured article" });
    await expect(featured.getByRole("heading", { name: "Why cold-pressed mustard oil belongs in your kitchen" })).toBeVisible();
    await expect(page.getByRole("region", { name: "More articles" }).getByRole("article")).toHaveCount(3);
    const chips = page.getByRole("group", { name: "Filter posts by category" });
    await expect(chips.getByRole("button", { name: "All Posts" })).toHaveAttribute("aria-pressed", "true");
    await chips.getByRole("button", { name: "Campaign" }).click();
    await expect(featured.getByRole("heading", { name: "Every bottle supports a farming family" })).toBeVisible();
    await expect(page.getByRole("region", { name: "More articles" })).toHaveCount(0);
    await chips.getByRole("button", { name: "Health" }).click();
    await expect(page.getByRole("region", { name: "More articles" }).getByRole("article")).toHaveCount(2);
    await expect(page.getByText("Every bottle supports a farming family")).toHaveCount(0);
    await chips.getByRole("button", { name: "All Posts" }).click();
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(4);
  });

  test("Read More opens the whole article in a dialog that closes on Escape", async ({ page }) => {
    await page.goto("/blog");
    await readArticleInDialog(page, /^Read More.*Wooden kolhu or hydraulic press/, "Wooden kolhu or hydraulic press: what is the difference?", [
      "fourteen rotations a minute",
      "By Gurdeep Kaur",
      "4 min read",
    ]);
  });

  test("Read More gives focus back to its button, and a dialog that cannot load says so and leaves the page working", async ({ page, allowConsoleErrors }) => {
    await page.goto("/blog");
    const readMore = page.getByRole("button", { name: /^Read More.*Wooden kolhu or hydraulic press/ });
    await readMore.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: /^Wooden kolhu or hydraulic press/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(readMore).toBeFocused();

    // The network drops: the next article's code cannot be fetched.
    allowConsoleErrors(/Failed to fetch dynamically imported module|net::ERR_FAILED|Failed to load resource/);
    await page.route("**/assets/article-dialog-content-*.js", (route) => route.abort());
    // A fresh load of the page: the chunk the first dialog used is no longer in its module map.
    await page.reload();
    await page.getByRole("button", { name: /^Read More.*Wooden kolhu or hydraulic press/ }).click();
    await expect(toast(page, "Error")).toContainText("This could not be opened. Please check your connection and try again.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the newsletter refuses an invalid address, subscribes a valid one and recognises a repeat in another case", async ({ page }) => {
    await page.goto("/blog");
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("not-an-address");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    const address = unique("reader");
    await email.fill(address);
    await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "Thanks for subscribing!")).toBeVisible();
    await expect(email).toHaveValue("");
    await email.fill(address.toUpperCase());
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(toast(page, "You're already subscribed")).toBeVisible();
  });
});
