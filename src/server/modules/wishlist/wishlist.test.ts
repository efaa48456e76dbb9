import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rupees } from "~/shared/money";
import { createTestApp, type TestApp, type TestUser } from "../../test/app";

type WishlistBody = { items: { id: string; productId: string; productName: string; pricePaise: number }[] };

describe("the wishlist API", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const toggle = (user: TestUser, body: unknown) => shop.request("POST", "/api/wishlist/toggle", { cookie: user.cookie, body });
  async function wishlistOf(user: TestUser): Promise<WishlistBody> {
    const response = await shop.request("GET", "/api/wishlist", { cookie: user.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as WishlistBody;
  }

  it("adds on the first toggle and removes on the second", async () => {
    const user = await shop.signUp();
    const first = await toggle(user, { productId: "2", pricePaise: 1 });
    expect(await first.json()).toEqual({ inWishlist: true });
    expect((await wishlistOf(user)).items).toEqual([
      expect.objectContaining({ productId: "2", productName: "Wood Pressed Mustard Oil 1L", pricePaise: rupees(350) }),
    ]);
    const second = await toggle(user, { productId: "2" });
    expect(await second.json()).toEqual({ inWishlist: false });
    expect((await wishlistOf(user)).items).toEqual([]);
  });

  it("takes concurrent toggles one after the other: an even number leaves the product out", async () => {
    const user = await shop.signUp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () => (await (await toggle(user, { productId: "bundle-2" })).json()) as { inWishlist: boolean }),
    );
    const added = answers.filter((answer) => answer.inWishlist).length;
    expect(added).toBe(3);
    expect((await wishlistOf(user)).items).toEqual([]);
  });

  it("refuses an unknown product", async () => {
    const user = await shop.signUp();
    const response = await toggle(user, { productId: "42" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe("This product is not in our catalogue");
    expect((await wishlistOf(user)).items).toEqual([]);
  });

  it("removes by product id, and only the shopper's own row", async () => {
    const owner = await shop.signUp();
    const intruder = await shop.signUp();
    await toggle(owner, { productId: "9" });
    await toggle(owner, { productId: "10" });

    expect((await wishlistOf(intruder)).items).toEqual([]);
    expect((await shop.request("DELETE", "/api/wishlist/9", { cookie: intruder.cookie })).status).toBe(404);
    expect((await wishlistOf(owner)).items.map((i) => i.productId)).toEqual(["10", "9"]);

    expect((await shop.request("DELETE", "/api/wishlist/9", { cookie: owner.cookie })).status).toBe(204);
    expect((await wishlistOf(owner)).items.map((i) => i.productId)).toEqual(["10"]);
    expect((await shop.request("DELETE", "/api/wishlist/9", { cookie: owner.cookie })).status).toBe(404);
  });

  it("answers a signed-out visitor with 401", async () => {
    expect((await shop.request("GET", "/api/wishlist")).status).toBe(401);
    expect((await shop.request("POST", "/api/wishlist/toggle", { body: { productId: "1" } })).status).toBe(401);
    expect((await shop.request("DELETE", "/api/wishlist/1")).status).toBe(401);
  });
});
