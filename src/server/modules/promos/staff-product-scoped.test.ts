import { eq } from "drizzle-orm";
import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { promoCodes, promoItemPrices } from "~/server/db/schema/promos";
import type { ApiClient } from "~/server/test/api-client";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { rupees } from "~/shared/money";

type PromoForm = InferRequestType<ApiClient["admin"]["promos"]["$post"]>["json"];

describe("staff manage product-scoped promo codes", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));

  const promos = () => shop.api(staff).admin.promos;
  const oilWeek: PromoForm = {
    code: "oilweek",
    description: "Oil week",
    discountType: "product_price",
    itemPrices: [
      { itemId: "2", priceRupees: "310" },
      { itemId: "bundle-5", priceRupees: "999.50" },
    ],
    usageLimit: "100",
    isActive: true,
  };
  const rawCreate = (body: unknown) => shop.request("POST", "/api/admin/promos", { cookie: staff.cookie, body });

  it("lists FARMFRESH with its items and prices, and every item a code can name with today's price", async () => {
    const { promos: list, items } = await bodyOf(promos().$get());
    expect(list.find((promo) => promo.code === "FARMFRESH")).toMatchObject({
      discountType: "product_price",
      discountValue: null,
      itemPrices: [
        { itemId: "1", pricePaise: rupees(340) },
        { itemId: "2", pricePaise: rupees(320) },
        { itemId: "bundle-2", pricePaise: rupees(660) },
        { itemId: "bundle-5", pricePaise: rupees(1020) },
      ],
    });
    expect(list.find((promo) => promo.code === "LAUNCH10")?.itemPrices).toEqual([]);
    expect(items).toHaveLength(18);
    expect(items[0]).toEqual({ id: "1", itemId: "1", kind: "product", name: "Hydraulic Pressed Mustard Oil 1L", pricePaise: rupees(375), active: true });
  });

  it("creates one with its items in paise, audited with them, and the shop's cards and checkout follow at once", async () => {
    const { promo } = await bodyOf(promos().$post({ json: oilWeek }), 201);
    expect(promo).toMatchObject({ code: "OILWEEK", discountType: "product_price", discountValue: null, maxDiscountPaise: null, usageLimit: 100 });
    expect(promo.itemPrices).toEqual([
      { itemId: "2", pricePaise: rupees(310) },
      { itemId: "bundle-5", pricePaise: 99_950 },
    ]);
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, promo.id));
    expect(audit).toMatchObject({ actorUserId: staff.id, action: "promo.create", before: null, after: { code: "OILWEEK", itemPrices: promo.itemPrices } });

    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    expect(catalogue.products.find((p) => p.id === "2")?.coupon).toMatchObject({ code: "OILWEEK", pricePaise: rupees(310) });
    const { user } = await shopperWithCart(shop, ["2"]);
    expect((await bodyOf(shop.api(user).promo.apply.$post({ json: { code: "OILWEEK" } }))).discountPaise).toBe(rupees(40));
  });

  it("edits the items and prices, recording before and after; the cards follow", async () => {
    const [existing] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "OILWEEK"));
    const { promo } = await bodyOf(promos()[":id"].$put({ param: { id: existing!.id }, json: { ...oilWeek, itemPrices: [{ itemId: "1", priceRupees: "330" }] } }));
    expect(promo.itemPrices).toEqual([{ itemId: "1", pricePaise: rupees(330) }]);
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, "promo.update"));
    expect(audit).toMatchObject({
      entityId: existing!.id,
      before: { itemPrices: [{ itemId: "2", pricePaise: rupees(310) }, { itemId: "bundle-5", pricePaise: 99_950 }] },
      after: { itemPrices: [{ itemId: "1", pricePaise: rupees(330) }] },
    });
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    expect(catalogue.products.find((p) => p.id === "1")?.coupon).toMatchObject({ code: "OILWEEK", pricePaise: rupees(330) });
    expect(catalogue.products.find((p) => p.id === "2")?.coupon).toMatchObject({ code: "FARMFRESH" });
  });

  it("drops the items when a code becomes a percentage code", async () => {
    const [existing] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "OILWEEK"));
    const { promo } = await bodyOf(promos()[":id"].$put({ param: { id: existing!.id }, json: { ...oilWeek, discountType: "percentage", discountValue: 5 } }));
    expect(promo).toMatchObject({ discountType: "percentage", discountValue: 5, itemPrices: [] });
    expect(await shop.db.select().from(promoItemPrices).where(eq(promoItemPrices.promoId, existing!.id))).toEqual([]);
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    expect(catalogue.products.find((p) => p.id === "1")?.coupon).toMatchObject({ code: "FARMFRESH" });
  });

  it("takes a coupon price at or above today's price (prices change), which then gives nothing", async () => {
    const { promo } = await bodyOf(promos().$post({ json: { ...oilWeek, code: "OILHIGH", itemPrices: [{ itemId: "3", priceRupees: "90" }] } }), 201);
    expect(promo.itemPrices).toEqual([{ itemId: "3", pricePaise: rupees(90) }]);
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    expect(catalogue.products.find((p) => p.id === "3")?.coupon).toBeUndefined();
  });

  it.each([
    [{ itemPrices: [] }, "itemPrices", "Choose at least one item and its coupon price"],
    [{ itemPrices: undefined }, "itemPrices", "Choose at least one item and its coupon price"],
    [{ itemPrices: [{ itemId: "1", priceRupees: "0.50" }] }, "itemPrices.0.priceRupees", "Coupon price must be at least ₹1"],
    [{ itemPrices: [{ itemId: "1", priceRupees: "" }] }, "itemPrices.0.priceRupees", "Coupon price is required"],
    [{ itemPrices: [{ itemId: "1", priceRupees: "1e3" }] }, "itemPrices.0.priceRupees", "Coupon price is required"],
    [{ itemPrices: [{ itemId: "", priceRupees: "300" }] }, "itemPrices.0.itemId", "Choose an item"],
    [{ itemPrices: [{ itemId: "1", priceRupees: "300" }, { itemId: "1", priceRupees: "310" }] }, "itemPrices.1.itemId", "This item is already on the code"],
    [{ itemPrices: [{ itemId: "1", priceRupees: "300" }, { itemId: "99", priceRupees: "310" }] }, "itemPrices.1.itemId", "This item is not in the catalogue"],
    [{ itemPrices: "1:300" }, "itemPrices", "Choose at least one item and its coupon price"],
  ])("refuses %o with a message on %s, saving nothing", async (change, field, message) => {
    const response = await rawCreate({ ...oilWeek, code: "OILBAD", ...change });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields?.[field]).toBe(message);
    expect(await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "OILBAD"))).toEqual([]);
  });

  it("ignores a value and a cap sent with a product-scoped code: what it gives is its items' prices", async () => {
    const { promo } = await bodyOf(promos().$post({ json: { ...oilWeek, code: "OILPLAIN", discountValue: 10, maxDiscountRupees: "50" } }), 201);
    expect(promo).toMatchObject({ discountValue: null, maxDiscountPaise: null });
  });
});
