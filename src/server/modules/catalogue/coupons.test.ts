import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueVersion } from "~/server/db/schema/catalogue";
import { promoCodes, promoItemPrices } from "~/server/db/schema/promos";
import { bodyOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { rupees } from "~/shared/money";
import { CATALOGUE_CHECK_MS, shownCatalogue } from "./cache";
import { catalogueChanged } from "./service";

// The coupon a card shows comes from the usable product-scoped codes (docs/product-rules.md#catalogue),
// and the shop's copy of the catalogue follows them: staff edits at once, other processes' changes
// through the version the triggers move, and a code's last day passing by the version the shop moves.

describe("coupon prices in the shop's catalogue", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));

  const couponOf = async (itemId: string) => {
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    return [...catalogue.products, ...catalogue.bundles].find((item) => item.id === itemId)?.coupon;
  };
  const version = async () => (await shop.db.select({ version: catalogueVersion.version }).from(catalogueVersion))[0]!.version;
  const farmFresh = async () => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "FARMFRESH")))[0]!;
  const farmFreshForm = { code: "FARMFRESH", description: "Farm-fresh prices", discountType: "product_price" as const, itemPrices: [{ itemId: "1", priceRupees: "340" }, { itemId: "2", priceRupees: "320" }] };

  it("names the code and its price on the card, and stops at once when staff switch the code off", async () => {
    expect(await couponOf("1")).toEqual({ code: "FARMFRESH", pricePaise: rupees(340), minOrderPaise: null, endsAt: null });
    const { id } = await farmFresh();
    await bodyOf(shop.api(staff).admin.promos[":id"].$put({ param: { id }, json: { ...farmFreshForm, isActive: false } }));
    expect(await couponOf("1")).toBeUndefined();
    expect(await couponOf("bundle-2")).toBeUndefined();
    await bodyOf(shop.api(staff).admin.promos[":id"].$put({ param: { id }, json: { ...farmFreshForm, isActive: true } }));
    expect(await couponOf("1")).toMatchObject({ code: "FARMFRESH", pricePaise: rupees(340) });
    expect(await couponOf("bundle-2")).toBeUndefined(); // staff's edit named only products 1 and 2
  });

  it("follows a change another process made, through the version the triggers move", async () => {
    const start = Date.now() + 10 * CATALOGUE_CHECK_MS;
    const before = await shownCatalogue(shop.db, start);
    // As another process would write it: straight to the tables, nothing told to this one.
    await shop.db.update(promoItemPrices).set({ pricePaise: rupees(333) }).where(eq(promoItemPrices.itemId, "1"));
    const later = await shownCatalogue(shop.db, start + CATALOGUE_CHECK_MS + 1);
    expect(later.version).toBeGreaterThan(before.version);
    expect(later.catalogue.products.find((p) => p.id === "1")?.coupon?.pricePaise).toBe(rupees(333));
    await shop.db.update(promoCodes).set({ isActive: false }).where(eq(promoCodes.code, "FARMFRESH"));
    const off = await shownCatalogue(shop.db, start + 2 * (CATALOGUE_CHECK_MS + 1));
    expect(off.version).toBeGreaterThan(later.version);
    expect(off.catalogue.products.find((p) => p.id === "1")?.coupon).toBeUndefined();
    await shop.db.update(promoCodes).set({ isActive: true }).where(eq(promoCodes.code, "FARMFRESH"));
    await shop.db.update(promoItemPrices).set({ pricePaise: rupees(340) }).where(eq(promoItemPrices.itemId, "1"));
    catalogueChanged(shop.db);
  });

  it("keeps its version while a code's uses go up, and moves it when the code is used up or comes back", async () => {
    const { id } = await farmFresh();
    await shop.db.update(promoCodes).set({ usageLimit: 2, usedCount: 0 }).where(eq(promoCodes.id, id));
    const first = await version();
    const order = async () => {
      const { user, address } = await shopperWithCart(shop, ["2"]);
      return (await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FARMFRESH", idempotencyKey: newKey() }), 201)).order;
    };
    await order();
    expect(await version()).toBe(first);
    const last = await order();
    expect(await version()).toBeGreaterThan(first);
    catalogueChanged(shop.db);
    expect(await couponOf("2")).toBeUndefined();

    // Cancelling gives the use back: the code can be used again, and the card says so again.
    const usedUp = await version();
    await bodyOf(shop.api(staff).admin.orders[":id"].status.$post({ param: { id: last.id }, json: { toStatus: "cancelled" } }));
    expect(await version()).toBeGreaterThan(usedUp);
    catalogueChanged(shop.db);
    expect(await couponOf("2")).toMatchObject({ code: "FARMFRESH", pricePaise: rupees(320) });
    await shop.db.update(promoCodes).set({ usageLimit: null }).where(eq(promoCodes.id, id));
  });

  it("shows the best price among usable codes, a code's minimum order with it, and never an expired or used-up code", async () => {
    const add = async (code: string, price: number, terms: Partial<typeof promoCodes.$inferInsert> = {}) => {
      const [promo] = await shop.db.insert(promoCodes).values({ code, discountType: "product_price", discountValue: null, ...terms }).returning();
      await shop.db.insert(promoItemPrices).values({ promoId: promo!.id, itemId: "bundle-5", sizeId: "bundle-5", pricePaise: rupees(price) });
    };
    await add("OILOLD", 900, { validUntil: new Date("2025-01-01T00:00:00+05:30") });
    await add("OILGONE", 900, { usageLimit: 1, usedCount: 1 });
    await add("OILOFF", 900, { isActive: false });
    await add("OILBULK", 1000, { minOrderPaise: rupees(2000) });
    catalogueChanged(shop.db);
    expect(await couponOf("bundle-5")).toEqual({ code: "OILBULK", pricePaise: rupees(1000), minOrderPaise: rupees(2000), endsAt: null });
    await add("OILTIE", 1000);
    catalogueChanged(shop.db);
    expect(await couponOf("bundle-5")).toMatchObject({ code: "OILTIE", minOrderPaise: null }); // same price: the one without a minimum
  });

  it("stops showing a code once its last day has passed, moving the version once for every process", async () => {
    // A code that ends in a moment, by the database's clock (which decides what is usable).
    const [row] = (await shop.db.execute(sql`select (now() + interval '1500 milliseconds') as "endsAt"`)).rows as { endsAt: string | Date }[];
    const ends = new Date(row!.endsAt);
    const [promo] = await shop.db.insert(promoCodes).values({ code: "OILFLASH", discountType: "product_price", discountValue: null, validUntil: ends }).returning();
    await shop.db.insert(promoItemPrices).values({ promoId: promo!.id, itemId: "12", sizeId: "12", pricePaise: rupees(30) });
    catalogueChanged(shop.db);
    const shown = await shownCatalogue(shop.db);
    expect(shown.catalogue.products.find((p) => p.id === "12")?.coupon).toEqual({ code: "OILFLASH", pricePaise: rupees(30), minOrderPaise: null, endsAt: ends.toISOString() });
    expect(shown.couponsEndAt).toBe(ends.getTime());

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ends.getTime() - Date.now()) + 300));
    const after = await shownCatalogue(shop.db, Date.now() + CATALOGUE_CHECK_MS + 1);
    expect(after.version).toBe(shown.version + 1);
    expect(after.catalogue.products.find((p) => p.id === "12")?.coupon).toBeUndefined();
    expect(after.couponsEndAt).toBeUndefined();
  });
});
