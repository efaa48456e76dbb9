import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { taxDocuments } from "~/server/db/schema/invoices";
import { bodyOf, errorOf } from "~/server/test/answers";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { pdfText } from "~/server/test/pdf";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { customerDocumentHref } from "~/shared/invoice";
import type { NewSizeInput } from "~/shared/schemas/admin-sizes";

// Pack sizes (docs/product-rules.md#pack-sizes): staff add a 5 L jar to a mustard oil with its own
// price, MRP and stock; the shop sells both sizes; cart, order, invoice, packing slip and stock
// each know which size; a retired size leaves the shop and stays in the order.

const FIVE_LITRES: NewSizeInput = { sku: "dff-1-5l", netQuantity: "5", unit: "L", priceRupees: "1600", mrpRupees: "1900", lowStockThreshold: "3", stockOnHand: "20" };

describe("pack sizes", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const sizes = () => shop.api(staff).admin.catalogue[":id"].sizes;
  const addSize = (body: NewSizeInput, id = "1") => sizes().$post({ param: { id }, json: body });
  const oil = async () => (await bodyOf(shop.api().catalogue.products.$get())).products.find((product) => product.id === "1")!;
  const onHand = async (sizeId: string) => (await shop.db.select({ n: catalogueSizes.stockOnHand }).from(catalogueSizes).where(eq(catalogueSizes.id, sizeId)))[0]!.n;

  const world = setUpOnce(async () => {
    const { item } = await bodyOf(addSize(FIVE_LITRES), 201);
    return { jar: item.sizes.find((size) => size.sku === "DFF-1-5L")! };
  });

  it("gives every seeded item its one size, so the shop's figures stay SPEC's", async () => {
    const product = await oil();
    expect(product).toMatchObject({ price: 37_500, originalPrice: 45_000 });
    expect(product.sizes[0]).toMatchObject({ id: "1", sku: "DFF-1-1L", label: "1 L", price: 37_500, originalPrice: 45_000 });
    const { products, bundles } = await bodyOf(shop.api().catalogue.products.$get());
    expect(products.find((p) => p.id === "3")!.sizes.map((s) => s.label)).toEqual(["500 g"]);
    expect(bundles[0]!.sizes.map((s) => s.label)).toEqual(["1 pack"]);
  });

  it("adds a 5 L size with its own price, MRP and stock, audited, and the shop shows it after the 1 L", async () => {
    const { jar } = world;
    expect(jar).toMatchObject({ sku: "DFF-1-5L", netQuantity: 5, unit: "L", label: "5 L", pricePaise: 160_000, mrpPaise: 190_000, stockOnHand: 20, retired: false });
    const product = await oil();
    expect(product.price).toBe(37_500);
    expect(product.sizes.map((size) => [size.label, size.price, size.originalPrice])).toEqual([["1 L", 37_500, 45_000], ["5 L", 160_000, 190_000]]);
    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.size.add"), eq(auditLog.entityId, "1")));
    expect(entry).toMatchObject({ actorUserId: staff.id, before: null, after: { sku: "DFF-1-5L", pricePaise: 160_000 } });
    const [movement] = await shop.db.select().from(stockMovements).where(eq(stockMovements.sizeId, jar.id));
    expect(movement).toMatchObject({ itemId: "1", reason: "adjustment", change: 20, onHandAfter: 20, note: "New size" });
  });

  it("refuses a taken SKU, an MRP below the price and a half-given net quantity, and adds nothing", async () => {
    const count = (await shop.db.select().from(catalogueSizes)).length;
    const cases: [NewSizeInput, string, string][] = [
      [{ ...FIVE_LITRES, sku: "DFF-1-1L" }, "sku", "Another size already has this SKU"],
      [{ ...FIVE_LITRES, sku: "DFF 5", netQuantity: "5" }, "sku", "Enter a SKU of letters, digits and dashes (at most 40), e.g. DFF-1-5L"],
      [{ ...FIVE_LITRES, sku: "DFF-1-2L", mrpRupees: "100" }, "mrpRupees", "MRP cannot be below the price"],
      [{ ...FIVE_LITRES, sku: "DFF-1-2L", unit: undefined }, "unit", "Choose a unit: g, kg, ml, L or pack"],
    ];
    for (const [body, field, message] of cases) {
      const response = await addSize(body);
      expect(response.status, field).toBeGreaterThanOrEqual(400);
      expect((await errorOf(response)).fields?.[field], field).toBe(message);
    }
    // A shown product's size needs its net quantity: the publish check names the size.
    const draft = await addSize({ ...FIVE_LITRES, sku: "DFF-1-2L", netQuantity: undefined, unit: undefined });
    expect(draft.status).toBe(400);
    expect((await errorOf(draft)).message).toBe("This item cannot be shown in the shop: enter the net quantity of size DFF-1-2L.");
    expect((await shop.db.select().from(catalogueSizes)).length).toBe(count);
  });

  it("sells 1 L and 5 L as two cart lines and one order; invoice, packing slip, account and stock each know the size", async () => {
    const { jar } = world;
    const shopper = await shop.signUp({ name: "Kavita Sharma" });
    const cart = shop.api(shopper).cart.items;
    expect((await cart.$post({ json: { productId: "1" } })).status).toBe(200);
    expect((await cart.$post({ json: { productId: "1", sizeId: jar.id } })).status).toBe(200);
    expect((await cart.$post({ json: { productId: "1", sizeId: jar.id } })).status).toBe(200);
    // A size of another product is not sold as this one.
    const wrong = await cart.$post({ json: { productId: "2", sizeId: jar.id } });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields?.sizeId).toBe("This size is not sold");

    const lines = (await bodyOf(shop.api(shopper).cart.$get())).lines;
    expect(lines.map((line) => [line.sizeId, line.sizeLabel, line.quantity, line.pricePaise])).toEqual([
      [jar.id, "5 L", 2, 160_000],
      ["1", "1 L", 1, 37_500],
    ]);
    const jarLine = lines[0]!;
    await bodyOf(shop.api(shopper).cart.items[":lineId"].$patch({ param: { lineId: jarLine.id }, json: { quantity: 1 } }));

    const before = { litre: await onHand("1"), jar: await onHand(jar.id) };
    const address = await saveAddress(shop, shopper);
    const { order } = await bodyOf(placeOrderRequest(shop, shopper, { addressId: address.id, idempotencyKey: newKey() }), 201);
    expect(order.totalPaise).toBe(197_500);
    expect(order.items.map((item) => [item.productName, item.sizeLabel, item.quantity])).toEqual([
      ["Hydraulic Pressed Mustard Oil 1L", "1 L", 1],
      ["Hydraulic Pressed Mustard Oil 1L", "5 L", 1],
    ]);
    expect({ litre: await onHand("1"), jar: await onHand(jar.id) }).toEqual({ litre: before.litre! - 1, jar: before.jar! - 1 });

    const account = await bodyOf(shop.api(shopper).orders.id[":id"].$get({ param: { id: order.id } }));
    expect(account.order.items.map((item) => item.sizeLabel)).toEqual(["1 L", "5 L"]);

    const invoice = await pdfText(new Uint8Array(await (await shop.request("GET", customerDocumentHref(order.orderNumber, "invoice"), { cookie: shopper.cookie, headers: { Accept: "application/pdf" } })).arrayBuffer()));
    // The description column wraps long names.
    expect(invoice).toMatch(/Hydraulic Pressed\s+Mustard Oil\s+1L \(1 L\)/);
    expect(invoice).toMatch(/Hydraulic Pressed\s+Mustard Oil\s+1L \(5 L\)/);
    // Each line keeps its size and its unit quantity code: a bottle of oil whatever its size.
    const [stored] = await shop.db.select({ document: taxDocuments.document }).from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    expect(stored!.document.tax.lines.map((line) => [line.description, line.uqc])).toEqual(
      expect.arrayContaining([
        ["Hydraulic Pressed Mustard Oil 1L (1 L)", "BTL"],
        ["Hydraulic Pressed Mustard Oil 1L (5 L)", "BTL"],
      ]),
    );
    const slip = await pdfText(new Uint8Array(await (await shop.request("GET", `/api/admin/orders/${order.id}/packing-slip.pdf`, { cookie: staff.cookie })).arrayBuffer()));
    expect(slip).toMatch(/1\s*×\s*Hydraulic Pressed\s+Mustard Oil\s+1L \(5 L\)/);

    // Cancelling gives each size its own units back.
    expect((await moveOrderRequest(shop, staff, order.id, "cancelled")).status).toBe(200);
    expect({ litre: await onHand("1"), jar: await onHand(jar.id) }).toEqual(before);
  });

  it("retires a size: it leaves the shop and carts, stays in past orders, and the last size on sale cannot go", async () => {
    const { jar } = world;
    const shopper = await shop.signUp();
    await bodyOf(shop.api(shopper).cart.items.$post({ json: { productId: "1", sizeId: jar.id } }));
    await bodyOf(sizes()[":sizeId"].retire.$post({ param: { id: "1", sizeId: jar.id }, json: { retired: true } }));
    expect((await oil()).sizes.map((size) => size.label)).toEqual(["1 L"]);
    const [line] = (await bodyOf(shop.api(shopper).cart.$get())).lines;
    expect(line).toMatchObject({ sizeId: jar.id, available: false });
    expect((await shop.api(shopper).cart.items.$post({ json: { productId: "1", sizeId: jar.id } })).status).toBe(400);

    const last = await sizes()[":sizeId"].retire.$post({ param: { id: "1", sizeId: "1" }, json: { retired: true } });
    expect(last.status).toBe(400);
    expect((await errorOf(last)).message).toBe("This item cannot be shown in the shop: it has no pack size on sale. Add a size first.");
    await bodyOf(sizes()[":sizeId"].retire.$post({ param: { id: "1", sizeId: jar.id }, json: { retired: false } }));
  });

  it("reorders sizes: the first on sale becomes the default the cards price", async () => {
    const { jar } = world;
    const { item } = await bodyOf(sizes().$put({ param: { id: "1" }, json: { order: [jar.id, "1"] } }));
    expect(item.sizes.map((size) => size.sku)).toEqual(["DFF-1-5L", "DFF-1-1L"]);
    expect((await oil()).price).toBe(160_000);
    const stale = await sizes().$put({ param: { id: "1" }, json: { order: ["1"] } });
    expect(stale.status).toBe(409);
    await bodyOf(sizes().$put({ param: { id: "1" }, json: { order: ["1", jar.id] } }));
    expect((await oil()).price).toBe(37_500);
  });
});
