import { signUpThroughApi } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { card, expectLoginPrompt, expectSentToSignIn, toast } from "./storefront-helpers";

test("signed out, the heart asks for sign-in and the wishlist page goes to /auth", async ({ page }) => {
  await page.goto("/shop");
  await expectLoginPrompt(page, card(page, "Chana Dal").getByRole("button", { name: "Add Chana Dal to wishlist" }), "Please login to add items to wishlist");

  await expectSentToSignIn(page, "/wishlist");
});

test("the heart fills and empties on shop and bundle cards", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  await page.goto("/shop");
  const oil = card(page, "Wood Pressed Mustard Oil 1L");
  await oil.getByRole("button", { name: "Add Wood Pressed Mustard Oil 1L to wishlist" }).click();
  await expect(toast(page, "Added to wishlist!")).toContainText("Wood Pressed Mustard Oil 1L has been added to your wishlist.");
  const filled = oil.getByRole("button", { name: "Remove Wood Pressed Mustard Oil 1L from wishlist" });
  await expect(filled).toBeVisible();
  await filled.click();
  await expect(toast(page, "Removed from wishlist")).toContainText("Item has been removed from your wishlist.");
  await expect(oil.getByRole("button", { name: "Add Wood Pressed Mustard Oil 1L to wishlist" })).toBeVisible();

  await page.goto("/bundles");
  await card(page, "Organic Grains Pack").getByRole("button", { name: "Add Organic Grains Pack to wishlist" }).click();
  await expect(card(page, "Organic Grains Pack").getByRole("button", { name: "Remove Organic Grains Pack from wishlist" })).toBeVisible();
  const saved = await page.evaluate(async () => (await (await fetch("/api/wishlist")).json()) as { items: { productId: string }[] });
  expect(saved.items.map((item) => item.productId)).toEqual(["bundle-6"]);
});

test("the wishlist page lists, moves to the cart, removes and shows the empty state", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  for (const productId of ["2", "bundle-6"]) {
    const response = await page.request.post("/api/wishlist/toggle", { data: { productId }, headers: { Origin: baseURL! } });
    expect(response.ok()).toBe(true);
  }
  await page.goto("/shop");
  // The header's icons point at /auth until the session is known.
  await expect(page.getByRole("link", { name: "Account" })).toBeVisible();
  await page.getByRole("link", { name: "Wishlist" }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const saved = page.getByRole("list", { name: "Saved products" }).getByRole("article");
  await expect(saved).toHaveCount(2);
  await expect(card(page, "Wood Pressed Mustard Oil 1L")).toContainText("₹350");
  await expect(card(page, "Organic Grains Pack")).toContainText("₹380");

  await card(page, "Wood Pressed Mustard Oil 1L").getByRole("button", { name: "Add to cart: Wood Pressed Mustard Oil 1L" }).click();
  await expect(toast(page, "Added to Cart")).toContainText("Wood Pressed Mustard Oil 1L has been added to your cart");
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await card(page, "Organic Grains Pack").getByRole("button", { name: "Remove Organic Grains Pack from wishlist" }).click();
  await expect(toast(page, "Removed from wishlist")).toContainText("Item has been removed from your wishlist.");
  await expect(saved).toHaveCount(1);
  await card(page, "Wood Pressed Mustard Oil 1L").getByRole("button", { name: "Remove Wood Pressed Mustard Oil 1L from wishlist" }).click();
  await expect(page.getByText("Your wishlist is empty")).toBeVisible();
  await page.getByRole("link", { name: "Browse Products" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  // The shop's hearts follow the page's removals.
  await expect(card(page, "Wood Pressed Mustard Oil 1L").getByRole("button", { name: "Add Wood Pressed Mustard Oil 1L to wishlist" })).toBeVisible();
});

test("a heart tapped while the page is still reading the wishlist stays filled", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  // The page's first read of the wishlist is answered only after the tap has been saved, with the
  // list from before it: as a slow network delivers it.
  let release = () => {};
  const tapSaved = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  await page.route("**/api/wishlist", async (route) => {
    reads += 1;
    if (reads > 1) return route.continue();
    const before = await route.fetch();
    await tapSaved;
    await route.fulfill({ response: before });
  });
  await page.goto("/bundles");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/wishlist/toggle") && response.ok());
  await card(page, "Organic Grains Pack").getByRole("button", { name: "Add Organic Grains Pack to wishlist" }).click();
  await saved;
  release();
  await expect(toast(page, "Added to wishlist!")).toBeVisible();
  await expect(card(page, "Organic Grains Pack").getByRole("button", { name: "Remove Organic Grains Pack from wishlist" })).toBeVisible();
});

test("products already in the wishlist show filled hearts when the shop and the bundles first load", async ({ page, baseURL }) => {
  await signUpThroughApi(page.request, baseURL);
  for (const productId of ["2", "bundle-6"]) {
    const toggled = await page.request.post("/api/wishlist/toggle", { data: { productId }, headers: { Origin: baseURL! } });
    expect(toggled.ok()).toBe(true);
  }
  // The cards hydrate one by one after the rest of the page, and the list can arrive before the
  // last of them has: here it is answered at once, and the CPU is slowed 6x. A card must still
  // start as the server drew it (empty), then fill: a heart hydrated filled over an empty one kept
  // the empty one's name and class.
  const list = await (await page.request.get("/api/wishlist")).json();
  await page.route("**/api/wishlist", (route) => route.fulfill({ json: list }));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  for (const [path, name] of [
    ["/shop", "Wood Pressed Mustard Oil 1L"],
    ["/bundles", "Organic Grains Pack"],
  ] as const) {
    await page.goto(path);
    const heart = card(page, name).getByRole("button", { name: `Remove ${name} from wishlist` });
    await expect(heart).toBeVisible();
    await expect(heart.locator("svg")).toHaveClass(/fill-current/);
  }
  await expect(card(page, "Monthly Oil Pack").getByRole("button", { name: "Add Monthly Oil Pack to wishlist" })).toBeVisible();
});
