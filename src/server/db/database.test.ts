import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "./migrate";
import { users } from "./schema/auth";
import { cartItems } from "./schema/cart";
import { promoCodes, promoItemPrices } from "./schema/promos";
import { seed } from "./seed";
import { createTestDatabase, onPostgres } from "../test/database";
import { setUpOnce } from "../test/set-up";

describe(`database (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const database = setUpOnce(createTestDatabase, (handle) => handle.close());

  it("is migrated, and migrating again changes nothing", async () => {
    await applyMigrations(database);
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(["addresses", "cart_items", "newsletter_subscribers", "order_items", "orders", "profiles", "promo_codes", "reviews", "sessions", "users", "wishlist"]),
    );
  });

  it("round-trips a row", async () => {
    await database.db.insert(users).values({ id: "user-round-trip", name: "Ravi Kumar", email: "ravi@example.com" });
    const [row] = await database.db.select().from(users).where(eq(users.id, "user-round-trip"));
    expect(row).toMatchObject({ name: "Ravi Kumar", email: "ravi@example.com", role: "customer", emailVerified: false });
  });

  it("keeps one cart line per user and pack size, with a quantity of at least 1", async () => {
    const line = { userId: "user-round-trip", productId: "1", sizeId: "1", productName: "Hydraulic Pressed Mustard Oil 1L", productImage: "/images/products/1.webp", pricePaise: 37500 };
    await database.db.insert(cartItems).values(line);
    await expect(database.db.insert(cartItems).values(line)).rejects.toThrow();
    await expect(database.db.insert(cartItems).values({ ...line, productId: "2", sizeId: "2", quantity: 0 })).rejects.toThrow();
  });

  it("seeds LAUNCH10, FARMFRESH and the demo codes once, however often it runs", async () => {
    await seed(database.db, { demo: true });
    await seed(database.db, { demo: true });
    const codes = await database.db.select({ code: promoCodes.code }).from(promoCodes).orderBy(promoCodes.code);
    expect(codes.map((row) => row.code)).toEqual(["BULK15", "DIWALI25", "FARMFRESH", "FIRST100", "FLAT50", "LAUNCH10", "MONSOON20"]);
  });

  it("seeds FARMFRESH's four prices with the code only: an item staff took off it stays off", async () => {
    const [farmFresh] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, "FARMFRESH"));
    expect(farmFresh).toMatchObject({ discountType: "product_price", discountValue: null, isActive: true, usageLimit: null });
    const prices = () => database.db.select({ itemId: promoItemPrices.itemId, pricePaise: promoItemPrices.pricePaise }).from(promoItemPrices).orderBy(promoItemPrices.pricePaise);
    expect(await prices()).toEqual([
      { itemId: "2", pricePaise: 32_000 },
      { itemId: "1", pricePaise: 34_000 },
      { itemId: "bundle-2", pricePaise: 66_000 },
      { itemId: "bundle-5", pricePaise: 102_000 },
    ]);
    await database.db.delete(promoItemPrices).where(and(eq(promoItemPrices.promoId, farmFresh!.id), eq(promoItemPrices.itemId, "2")));
    await seed(database.db, { demo: false });
    expect((await prices()).map((row) => row.itemId)).toEqual(["1", "bundle-2", "bundle-5"]);
  });
});
