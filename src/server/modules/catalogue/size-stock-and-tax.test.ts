import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { taxDocuments } from "~/server/db/schema/invoices";
import { bodyOf, errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import type { NewSizeInput } from "~/shared/schemas/admin-sizes";

// Each pack size's stock is set on its own, audited, and a size may carry its own HSN code and GST
// rate, which its invoice lines take; a size without them takes its item's (docs/product-rules.md#pack-sizes).

const FIVE_LITRES: NewSizeInput = { sku: "dff-1-5l", netQuantity: "5", unit: "L", priceRupees: "1600", mrpRupees: "1900", lowStockThreshold: "3", stockOnHand: "20" };

describe("a pack size's stock and tax", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const sizes = () => shop.api(staff).admin.catalogue[":id"].sizes;
  const onHand = async (sizeId: string) => (await shop.db.select({ n: catalogueSizes.stockOnHand }).from(catalogueSizes).where(eq(catalogueSizes.id, sizeId)))[0]!.n;
  const jar = setUpOnce(async () => (await bodyOf(sizes().$post({ param: { id: "1" }, json: FIVE_LITRES }), 201)).item.sizes.find((size) => size.sku === "DFF-1-5L")!);

  it("sets one size's units on hand with a reason, leaving the other size's, with a movement and an audit entry naming its SKU", async () => {
    const litre = await onHand("1");
    const { item } = await bodyOf(sizes()[":sizeId"].stock.$post({ param: { id: "1", sizeId: jar.id }, json: { tracked: true, onHand: 7, note: "Batch 12 arrived" } }));
    expect(item.sizes.map((size) => [size.sku, size.stockOnHand])).toEqual([["DFF-1-1L", litre], ["DFF-1-5L", 7]]);
    const movements = await shop.db.select().from(stockMovements).where(and(eq(stockMovements.sizeId, jar.id), eq(stockMovements.note, "Batch 12 arrived")));
    expect(movements).toMatchObject([{ itemId: "1", reason: "adjustment", change: -13, onHandAfter: 7, actorUserId: staff.id }]);
    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.stock"), eq(auditLog.entityId, "1")));
    expect(entry).toMatchObject({ actorUserId: staff.id, before: { sku: "DFF-1-5L", stockOnHand: 20 }, after: { sku: "DFF-1-5L", stockOnHand: 7, note: "Batch 12 arrived" } });

    // Untracked, then a size of another item: refused, nothing written.
    expect((await bodyOf(sizes()[":sizeId"].stock.$post({ param: { id: "1", sizeId: jar.id }, json: { tracked: false, note: "Made to order" } }))).item.sizes[1]!.stockOnHand).toBeNull();
    const foreign = await sizes()[":sizeId"].stock.$post({ param: { id: "2", sizeId: jar.id }, json: { tracked: true, onHand: 1, note: "Count" } });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).message).toBe("This size is not in the catalogue");
    expect(await onHand(jar.id)).toBeNull();
  });

  it("invoices a size at its own HSN code and GST rate, and the other size at its item's", async () => {
    const { item } = await bodyOf(sizes()[":sizeId"].$put({ param: { id: "1", sizeId: jar.id }, json: { ...FIVE_LITRES, hsnCode: "15149110", gstRateBp: "1800" } }));
    expect(item.sizes.find((size) => size.id === jar.id)).toMatchObject({ hsnCode: "15149110", gstRateBp: 1800 });
    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.size.update"), eq(auditLog.entityId, "1")));
    expect(entry).toMatchObject({ before: { sku: "DFF-1-5L", hsnCode: null, gstRateBp: null }, after: { sku: "DFF-1-5L", hsnCode: "15149110", gstRateBp: 1800 } });

    const shopper = await shop.signUp();
    await bodyOf(shop.api(shopper).cart.items.$post({ json: { productId: "1" } }));
    await bodyOf(shop.api(shopper).cart.items.$post({ json: { productId: "1", sizeId: jar.id } }));
    const address = await saveAddress(shop, shopper);
    const { order } = await bodyOf(placeOrderRequest(shop, shopper, { addressId: address.id, idempotencyKey: newKey() }), 201);
    const [invoice] = await shop.db.select({ document: taxDocuments.document }).from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const lines = invoice!.document.tax.lines.filter((line) => line.description.startsWith("Hydraulic"));
    expect(lines.map((line) => [line.description, line.hsnCode, line.gstRateBp, line.uqc])).toEqual(
      expect.arrayContaining([
        ["Hydraulic Pressed Mustard Oil 1L (1 L)", "1514", 500, "BTL"],
        ["Hydraulic Pressed Mustard Oil 1L (5 L)", "15149110", 1800, "BTL"],
      ]),
    );
  });
});
