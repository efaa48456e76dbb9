import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { DEMO_STOCK } from "~/server/db/seed";
import { bodyOf, errorOf } from "~/server/test/answers";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf } from "~/server/test/db-reads";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { addToCart, shopperWithCart } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import { signUpStaff } from "~/server/test/users";

// Stock on hand (docs/product-rules.md#stock): taken by the order's own transaction, never below
// zero, given back once by a cancellation, set by staff with a reason, every change a row.

describe("stock on hand", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const onHand = async (id: string) => (await shop.db.select({ n: catalogueSizes.stockOnHand }).from(catalogueSizes).where(eq(catalogueSizes.id, id)))[0]!.n;
  const movementsOf = (id: string) => shop.db.select().from(stockMovements).where(eq(stockMovements.itemId, id)).orderBy(stockMovements.createdAt);
  const setStock = (id: string, body: { tracked: true; onHand: number | string; note: string } | { tracked: false; note: string }, user: TestUser = staff) =>
    shop.api(user).admin.catalogue[":id"].stock.$post({ param: { id }, json: body });
  const order = (user: TestUser, addressId: string) => placeOrderRequest(shop, user, { addressId, idempotencyKey: newKey() });

  it("starts every item at 100 units in development and test", async () => {
    const rows = await shop.db.select({ id: catalogueSizes.id, n: catalogueSizes.stockOnHand }).from(catalogueSizes);
    expect(rows).toHaveLength(18);
    expect(rows.every((row) => row.n === DEMO_STOCK)).toBe(true);
  });

  it("takes an order's quantities from stock in its transaction, and records each as a movement", async () => {
    const { user, address } = await shopperWithCart(shop, ["4", "bundle-3"]);
    await addToCart(shop, user, ["4"]);
    const [four, bundle] = [await onHand("4"), await onHand("bundle-3")];
    const placed = await bodyOf(order(user, address.id), 201);
    expect(await onHand("4")).toBe(four! - 2);
    expect(await onHand("bundle-3")).toBe(bundle! - 1);
    const [movement] = (await movementsOf("4")).filter((m) => m.orderId === placed.order.id);
    expect(movement).toMatchObject({ reason: "order", change: -2, onHandAfter: four! - 2 });
  });

  it("refuses an order that asks for more than is left, naming the item and how many are left, and writes nothing", async () => {
    await shop.db.update(catalogueSizes).set({ stockOnHand: 2 }).where(eq(catalogueSizes.id, "5"));
    const { user, address } = await shopperWithCart(shop, ["5", "5", "5", "6"]);
    const six = await onHand("6");
    const refused = await order(user, address.id);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ title: "Not enough stock", message: "Only 2 left of Panchratna Dal. Please lower the quantity in your cart." });
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    expect(await cartLineCount(shop.db, user.id)).toBe(2);
    expect(await onHand("5")).toBe(2);
    expect(await onHand("6")).toBe(six);

    // The cart says the same before checkout.
    const cart = await bodyOf(shop.api(user).cart.$get());
    expect(cart.lines.find((line) => line.productId === "5")).toMatchObject({ quantity: 3, stockLeft: 2, available: true });
  });

  it("names the short item in Hindi when the order comes from a Hindi page", async () => {
    await shop.db.update(catalogueSizes).set({ stockOnHand: 2 }).where(eq(catalogueSizes.id, "5"));
    const { user, address } = await shopperWithCart(shop, ["5", "5", "5"]);
    const refused = await shop.api(user).orders.$post({ json: { addressId: address.id, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false, language: "hi" } }, { headers: { "Accept-Language": "hi" } });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("पंचरत्न दाल के सिर्फ़ 2 बचे हैं। कृपया अपने कार्ट में मात्रा कम करें।");
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
  });

  it("keeps a sold-out item visible, refuses adding it, and marks it in carts and wishlists", async () => {
    const { user, address } = await shopperWithCart(shop, ["7"]);
    await bodyOf(shop.api(user).wishlist.toggle.$post({ json: { productId: "7" } }));
    expect((await setStock("7", { tracked: true, onHand: 0, note: "Batch spoiled" })).status).toBe(200);

    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    expect(catalogue.products.find((p) => p.id === "7")).toMatchObject({ name: "Sabut Moong Dal", inStock: false });

    const add = await shop.api(user).cart.items.$post({ json: { productId: "7" } });
    expect(add.status).toBe(409);
    expect(await errorOf(add)).toEqual({ title: "Out of stock", message: "Sabut Moong Dal is out of stock" });

    const cart = await bodyOf(shop.api(user).cart.$get());
    expect(cart.lines).toEqual([expect.objectContaining({ productId: "7", available: false, stockLeft: 0 })]);
    expect(cart.summary.subtotalPaise).toBe(0);
    const wishlist = await bodyOf(shop.api(user).wishlist.$get());
    expect(wishlist.items).toEqual([expect.objectContaining({ productId: "7", available: false })]);

    const refused = await order(user, address.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("Sabut Moong Dal is out of stock. Please remove it from your cart.");
  });

  it("gives a cancelled order's stock back once, and leaves untracked items alone", async () => {
    expect((await setStock("8", { tracked: false, note: "Made to order" })).status).toBe(200);
    const { user, address } = await shopperWithCart(shop, ["8", "9"]);
    const nine = await onHand("9");
    const placed = await bodyOf(order(user, address.id), 201);
    expect(await onHand("8")).toBeNull();
    expect(await onHand("9")).toBe(nine! - 1);

    expect((await moveOrderRequest(shop, staff, placed.order.id, "cancelled")).status).toBe(200);
    expect(await onHand("9")).toBe(nine);
    expect((await moveOrderRequest(shop, staff, placed.order.id, "cancelled")).status).toBe(409);
    expect(await onHand("9")).toBe(nine);
    const returns = (await movementsOf("9")).filter((m) => m.orderId === placed.order.id).map((m) => [m.reason, m.change]);
    expect(returns).toEqual([
      ["order", -1],
      ["cancel", 1],
    ]);
    expect(await movementsOf("8")).toEqual([expect.objectContaining({ reason: "adjustment", onHandAfter: null, note: "Made to order" })]);
  });

  it("lets staff set the stock with a reason: a movement explains the difference, and the audit log records it", async () => {
    const before = await onHand("10");
    const answer = await bodyOf(setStock("10", { tracked: true, onHand: "140", note: "Batch 12 arrived" }));
    expect(answer.item).toMatchObject({ id: "10", stockOnHand: 140, stockState: "in-stock" });
    const [movement] = await movementsOf("10");
    expect(movement).toMatchObject({ reason: "adjustment", change: 140 - before!, onHandAfter: 140, note: "Batch 12 arrived", actorUserId: staff.id });
    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.stock"), eq(auditLog.entityId, "10")));
    expect(entry).toMatchObject({ actorUserId: staff.id, entity: "catalogue_item", before: { stockOnHand: before }, after: { stockOnHand: 140, note: "Batch 12 arrived" } });

    const detail = await bodyOf(shop.api(staff).admin.catalogue[":id"].$get({ param: { id: "10" } }));
    expect(detail.movements[0]).toMatchObject({ reason: "adjustment", change: 140 - before!, note: "Batch 12 arrived", actorName: "Ravi Staff" });
  });

  it("refuses a stock change without a reason, below zero or not whole, and changes nothing", async () => {
    const before = await onHand("11");
    const cases: [Parameters<typeof setStock>[1], string, string][] = [
      [{ tracked: true, onHand: 5, note: "  " }, "note", "Please say why the stock changed"],
      [{ tracked: true, onHand: -1, note: "Count" }, "onHand", "Units on hand cannot be negative"],
      [{ tracked: true, onHand: 2.5, note: "Count" }, "onHand", "Units on hand must be a whole number"],
      [{ tracked: true, onHand: "1e3", note: "Count" }, "onHand", "Units on hand are required"],
    ];
    for (const [body, field, message] of cases) {
      const response = await setStock("11", body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    }
    expect((await setStock("no-such-item", { tracked: true, onHand: 1, note: "Count" })).status).toBe(404);
    expect(await onHand("11")).toBe(before);
    expect(await movementsOf("11")).toEqual([]);
  });

  it("lists tracked, shown items at or below their alert on the dashboard, fewest first", async () => {
    await setStock("12", { tracked: true, onHand: 3, note: "Count" });
    await setStock("bundle-6", { tracked: true, onHand: 10, note: "Count" });
    const { dashboard } = await bodyOf(shop.api(staff).admin.dashboard.$get({ query: {} }));
    const low = dashboard.lowStock.map((item) => [item.id, item.stockOnHand]);
    expect(low).toEqual(expect.arrayContaining([["12", 3], ["bundle-6", 10]]));
    expect(low.findIndex(([id]) => id === "12")).toBeLessThan(low.findIndex(([id]) => id === "bundle-6"));
    expect(low.map(([id]) => id)).not.toContain("8"); // untracked
  });

  it("never lets a stock figure go below zero, even written directly", async () => {
    await expect(shop.db.update(catalogueSizes).set({ stockOnHand: -1 }).where(eq(catalogueSizes.id, "1"))).rejects.toThrow();
  });
});
