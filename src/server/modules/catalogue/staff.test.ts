import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { seededItemForm } from "~/server/test/catalogue-forms";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import type { CatalogueItemFormInput } from "~/shared/schemas/admin-catalogue";
import { CATALOGUE_CHECK_MS, shownCatalogue } from "./cache";

// Staff own the catalogue (docs/product-rules.md#catalogue): an edit shows in the shop at once on
// this server process and within a second on the others, carts and checkout price from it, and a
// hidden item leaves the shop but not the orders that hold it.

describe("staff edit the catalogue", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const edit = (id: string, body: CatalogueItemFormInput, user = staff) => shop.api(user).admin.catalogue[":id"].$put({ param: { id }, json: body });
  const shown = async () => bodyOf(shop.api().catalogue.products.$get());

  it("lists every item for staff, hidden ones too, with its stock state", async () => {
    const { items } = await bodyOf(shop.api(staff).admin.catalogue.$get());
    expect(items).toHaveLength(18);
    expect(items[0]).toMatchObject({ id: "1", kind: "product", slug: "hydraulic-pressed-mustard-oil-1l", stockOnHand: 100, stockState: "in-stock", active: true });
    expect(items.find((item) => item.id === "bundle-2")).toMatchObject({ kind: "bundle", slug: "traditional-oil-duo", category: null });
  });

  it("changes a price: the shop, a cart and checkout all use it at once, and the audit log has before and after", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const answer = await bodyOf(edit("1", seededItemForm("1", { priceRupees: "399.50" })));
    expect(answer.item).toMatchObject({ pricePaise: 39950, name: "Hydraulic Pressed Mustard Oil 1L" });

    expect((await shown()).products[0]).toMatchObject({ id: "1", price: 39950, originalPrice: 45000 });
    expect((await bodyOf(shop.api(user).cart.$get())).lines[0]).toMatchObject({ productId: "1", pricePaise: 39950 });
    const placed = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    expect(placed.order.items[0]).toMatchObject({ productId: "1", pricePaise: 39950 });

    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.update"), eq(auditLog.entityId, "1")));
    expect(entry).toMatchObject({ actorUserId: staff.id, entity: "catalogue_item", before: { pricePaise: 37500 }, after: { pricePaise: 39950 } });
  });

  it("hides an item: it leaves the shop and can no longer be bought, but past orders keep it", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const placed = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    const again = await shopperWithCart(shop, ["2"]);

    await bodyOf(edit("2", seededItemForm("2", { active: false })));
    expect((await shown()).products.map((p) => p.id)).not.toContain("2");
    expect((await shop.api().catalogue.products[":productId"].$get({ param: { productId: "2" } })).status).toBe(404);

    const add = await shop.api(user).cart.items.$post({ json: { productId: "2" } });
    expect(add.status).toBe(400);
    expect((await errorOf(add)).message).toBe("This product is not in our catalogue");
    expect((await bodyOf(shop.api(again.user).cart.$get())).lines[0]).toMatchObject({ productId: "2", available: false, stockLeft: null });
    const refused = await placeOrderRequest(shop, again.user, { addressId: again.address.id, idempotencyKey: newKey() });
    expect((await errorOf(refused)).message).toBe("Wood Pressed Mustard Oil 1L is no longer sold. Please remove it from your cart.");

    const history = await bodyOf(shop.api(user).orders.id[":id"].$get({ param: { id: placed.order.id } }));
    expect(history.order.items[0]).toMatchObject({ productId: "2", productName: "Wood Pressed Mustard Oil 1L" });

    await bodyOf(edit("2", seededItemForm("2")));
    expect((await shown()).products.map((p) => p.id)).toContain("2");
  });

  it("refuses bad values with the field's message and changes nothing", async () => {
    const before = (await shop.db.select().from(catalogueItems).where(eq(catalogueItems.id, "3")))[0]!;
    const base = seededItemForm("3");
    const cases: [Partial<CatalogueItemFormInput>, string, string][] = [
      [{ name: " " }, "name", "Name is required"],
      [{ priceRupees: "0" }, "priceRupees", "Price must be at least ₹1"],
      [{ priceRupees: "85.555" }, "priceRupees", "Price can have at most 2 decimals"],
      [{ originalPriceRupees: "80" }, "originalPriceRupees", "Original price cannot be below the price"],
      [{ lowStockThreshold: "-1" }, "lowStockThreshold", "Low-stock alert cannot be negative"],
      [{ category: undefined }, "category", "Choose a category"],
      [{ name: "Dal\u0000" }, "name", "Please remove unsupported characters"],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await edit("3", { ...base, ...overrides });
      expect(response.status, field).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    }
    expect((await edit("no-such-item", base)).status).toBe(404);
    expect((await shop.db.select().from(catalogueItems).where(eq(catalogueItems.id, "3")))[0]).toEqual(before);
  });

  it("keeps a bundle without a category, and a press type for mustard oils only", async () => {
    const bundle = await bodyOf(edit("bundle-1", seededItemForm("bundle-1", { category: "pulses", pressType: "hydraulic" })));
    expect(bundle.item).toMatchObject({ category: null, pressType: null });
    const dal = await bodyOf(edit("4", seededItemForm("4", { pressType: "hydraulic" })));
    expect(dal.item).toMatchObject({ category: "pulses", pressType: null });
  });

  it("refuses customers (the back office's 404) and signed-out visitors, and changes nothing", async () => {
    const customer = await shop.signUp();
    expect((await edit("1", seededItemForm("1", { priceRupees: "1" }), customer)).status).toBe(404);
    expect((await shown()).products[0]?.price).not.toBe(100);
    expect((await shop.api().admin.catalogue.$get()).status).toBe(401);
  });
});

describe("the shop's copy of its catalogue", () => {
  const shop = setUpTestApp();

  it("answers 304 to a browser that has the current catalogue, and the new one after a change", async () => {
    const first = await shop.api().catalogue.products.$get();
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    const again = await shop.request("GET", "/api/catalogue/products", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const staff = await signUpStaff(shop);
    const current = (await shop.db.select().from(catalogueItems).where(eq(catalogueItems.id, "12")))[0]!;
    await bodyOf(
      shop.api(staff).admin.catalogue[":id"].$put({
        param: { id: "12" },
        json: { name: "Kathiya Daliya 1kg", description: current.description, priceRupees: "75", originalPriceRupees: "90", category: "grains", active: true, lowStockThreshold: "10" },
      }),
    );
    const changed = await shop.request("GET", "/api/catalogue/products", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("sees a change another server process made within a second: the version the triggers keep moves with it", async () => {
    const now = Date.now();
    const before = await shownCatalogue(shop.db, now);
    // As another process would write it: straight to the table, nothing told to this one.
    await shop.db.update(catalogueSizes).set({ pricePaise: 7000 }).where(eq(catalogueSizes.id, "6"));
    expect((await shownCatalogue(shop.db, now + 1)).version).toBe(before.version);
    const later = await shownCatalogue(shop.db, now + CATALOGUE_CHECK_MS + 1);
    expect(later.version).toBeGreaterThan(before.version);
    expect(later.catalogue.products.find((p) => p.id === "6")?.price).toBe(7000);
  });

  it("keeps its version when only a stock figure moves within 'in stock', and moves it when an item sells out", async () => {
    const start = Date.now() + 10 * CATALOGUE_CHECK_MS;
    const before = await shownCatalogue(shop.db, start);
    await shop.db.update(catalogueSizes).set({ stockOnHand: 50 }).where(eq(catalogueSizes.id, "9"));
    expect((await shownCatalogue(shop.db, start + CATALOGUE_CHECK_MS + 1)).version).toBe(before.version);
    await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.id, "9"));
    const soldOut = await shownCatalogue(shop.db, start + 2 * (CATALOGUE_CHECK_MS + 1));
    expect(soldOut.version).toBeGreaterThan(before.version);
    expect(soldOut.catalogue.products.find((p) => p.id === "9")?.inStock).toBe(false);
  });

  it("shows each product's real rating: the published reviews' average and count, none when there are none", async () => {
    const readers = [await shop.signUp(), await shop.signUp(), await shop.signUp()];
    const ratings = [5, 4, 4];
    for (const [index, user] of readers.entries()) {
      await bodyOf(shop.api(user).products[":productId"].reviews.mine.$put({ param: { productId: "3" }, json: { rating: ratings[index]! } }));
    }
    const rated = await bodyOf(shop.api().catalogue.products.$get());
    expect(rated.products.find((p) => p.id === "3")).toMatchObject({ rating: 4.3, reviews: 3 });
    expect(rated.products.find((p) => p.id === "4")).toMatchObject({ rating: 0, reviews: 0 });
  });
});
