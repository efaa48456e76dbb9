import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import type { TestUser } from "~/server/test/users";
import { rupees } from "~/shared/money";

describe("the wishlist API", () => {
  const shop = setUpTestApp();

  const wishlist = (user?: TestUser) => shop.api(user).wishlist;
  const toggle = (user: TestUser, productId: string) => wishlist(user).toggle.$post({ json: { productId } });
  const remove = (user: TestUser, productId: string) => wishlist(user)[":productId"].$delete({ param: { productId } });
  const wishlistOf = (user: TestUser) => bodyOf(wishlist(user).$get());

  it("adds on the first toggle and removes on the second", async () => {
    const user = await shop.signUp();
    // Raw on purpose: a price the server must ignore.
    const first = await shop.request("POST", "/api/wishlist/toggle", { cookie: user.cookie, body: { productId: "2", pricePaise: 1 } });
    expect(await first.json()).toEqual({ inWishlist: true });
    expect((await wishlistOf(user)).items).toEqual([
      expect.objectContaining({ productId: "2", productName: "Wood Pressed Mustard Oil 1L", pricePaise: rupees(350) }),
    ]);
    const second = await toggle(user, "2");
    expect(await second.json()).toEqual({ inWishlist: false });
    expect((await wishlistOf(user)).items).toEqual([]);
  });

  it("takes concurrent toggles one after the other: an even number leaves the product out", async () => {
    const user = await shop.signUp();
    const answers = await Promise.all(Array.from({ length: 6 }, async () => (await toggle(user, "bundle-2")).json()));
    const added = answers.filter((answer) => answer.inWishlist).length;
    expect(added).toBe(3);
    expect((await wishlistOf(user)).items).toEqual([]);
  });

  it("refuses an unknown product", async () => {
    const user = await shop.signUp();
    const response = await toggle(user, "42");
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe("This product is not in our catalogue");
    expect((await wishlistOf(user)).items).toEqual([]);
  });

  it("removes by product id, and only the shopper's own row", async () => {
    const owner = await shop.signUp();
    const intruder = await shop.signUp();
    await toggle(owner, "9");
    await toggle(owner, "10");

    expect((await wishlistOf(intruder)).items).toEqual([]);
    expect((await remove(intruder, "9")).status).toBe(404);
    expect((await wishlistOf(owner)).items.map((i) => i.productId)).toEqual(["10", "9"]);

    expect((await remove(owner, "9")).status).toBe(204);
    expect((await wishlistOf(owner)).items.map((i) => i.productId)).toEqual(["10"]);
    expect((await remove(owner, "9")).status).toBe(404);
  });

  it("answers a signed-out visitor with 401", async () => {
    expect((await wishlist().$get()).status).toBe(401);
    expect((await wishlist().toggle.$post({ json: { productId: "1" } })).status).toBe(401);
    expect((await wishlist()[":productId"].$delete({ param: { productId: "1" } })).status).toBe(401);
  });

  it("names items in Hindi for a Hindi page, in English where an item has no Hindi, and in English for an English page or none", async () => {
    const user = await shop.signUp();
    await toggle(user, "3");
    await toggle(user, "bundle-1");
    await toggle(user, "12");
    const namesOf = async (language?: string) =>
      (await bodyOf(wishlist(user).$get(undefined, language ? { headers: { "Accept-Language": language } } : undefined))).items.map((item) => item.productName);
    expect(await namesOf("hi")).toEqual(["कठिया गेहूँ का दलिया", "15 दिन का स्टार्टर पैक", "ऑर्गेनिक अरहर दाल 500 ग्राम"]);
    expect(await namesOf("en")).toEqual(["Kathiya Daliya", "15-Day Starter Bundle", "Organic Arhar Dal 500gm"]);
    expect(await namesOf()).toEqual(["Kathiya Daliya", "15-Day Starter Bundle", "Organic Arhar Dal 500gm"]);

    const [before] = await shop.db.select({ nameHi: catalogueItems.nameHi }).from(catalogueItems).where(eq(catalogueItems.id, "12"));
    await shop.db.update(catalogueItems).set({ nameHi: null }).where(eq(catalogueItems.id, "12"));
    try {
      expect(await namesOf("hi")).toEqual(["Kathiya Daliya", "15 दिन का स्टार्टर पैक", "ऑर्गेनिक अरहर दाल 500 ग्राम"]);
    } finally {
      await shop.db.update(catalogueItems).set({ nameHi: before!.nameHi }).where(eq(catalogueItems.id, "12"));
    }
  });
});
