import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { seededItemForm } from "~/server/test/catalogue-forms";
import { signUpStaff } from "~/server/test/users";
import { GST_RATE_MESSAGE, HSN_MESSAGE, type CatalogueItemFormInput, type NewCatalogueItemInput } from "~/shared/schemas/admin-catalogue";

// Each item's HSN code and GST rate, for its tax invoice (docs/product-rules.md#catalogue): staff
// read and change them in the back office, every change audited; a bad one changes nothing.

describe("staff set an item's HSN code and GST rate", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const dal = (changes: Partial<CatalogueItemFormInput> = {}) => seededItemForm("4", changes);
  const edit = (id: string, body: CatalogueItemFormInput) => shop.api(staff).admin.catalogue[":id"].$put({ param: { id }, json: body });
  const rowOf = async (id: string) => (await shop.db.select().from(catalogueItems).where(eq(catalogueItems.id, id)))[0]!;

  it("shows PRODUCT.md's defaults in the staff item API", async () => {
    const { items } = await bodyOf(shop.api(staff).admin.catalogue.$get());
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get("1")).toMatchObject({ hsnCode: "1514", gstRateBp: 500 });
    expect(byId.get("4")).toMatchObject({ hsnCode: "0713", gstRateBp: 500 });
    expect(byId.get("12")).toMatchObject({ hsnCode: "1103", gstRateBp: 500 });
    const one = await bodyOf(shop.api(staff).admin.catalogue[":id"].$get({ param: { id: "4" } }));
    expect(one.item).toMatchObject({ hsnCode: "0713", gstRateBp: 500 });
  });

  it("changes both, keeps them, and audits the change with before and after", async () => {
    const { item } = await bodyOf(edit("4", dal({ hsnCode: " 07133100 ", gstRateBp: "1800" })));
    expect(item).toMatchObject({ hsnCode: "07133100", gstRateBp: 1800 });
    expect(await rowOf("4")).toMatchObject({ hsnCode: "07133100", gstRateBp: 1800 });
    const [entry] = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalogue.update"), eq(auditLog.entityId, "4")))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ actorUserId: staff.id, entity: "catalogue_item", before: { hsnCode: "0713", gstRateBp: 500 }, after: { hsnCode: "07133100", gstRateBp: 1800 } });

    // A number is taken as well as its text; a request without them keeps what the item has.
    expect((await bodyOf(edit("4", dal({ hsnCode: "0713", gstRateBp: 0 })))).item).toMatchObject({ hsnCode: "0713", gstRateBp: 0 });
    expect((await bodyOf(edit("4", dal({ priceRupees: "76" })))).item).toMatchObject({ hsnCode: "0713", gstRateBp: 0, pricePaise: 7600 });
  });

  it("refuses a bad HSN code or a rate not in the list with 400 and the field's message, and changes nothing", async () => {
    const before = await rowOf("5");
    const audits = await shop.db.$count(auditLog, eq(auditLog.entityId, "5"));
    const cases: [Partial<CatalogueItemFormInput>, string, string][] = [
      [{ hsnCode: "" }, "hsnCode", HSN_MESSAGE],
      [{ hsnCode: "071" }, "hsnCode", HSN_MESSAGE],
      [{ hsnCode: "07133" }, "hsnCode", HSN_MESSAGE],
      [{ hsnCode: "071331001" }, "hsnCode", HSN_MESSAGE],
      [{ hsnCode: "07AB" }, "hsnCode", HSN_MESSAGE],
      [{ gstRateBp: "1200" }, "gstRateBp", GST_RATE_MESSAGE],
      [{ gstRateBp: "5" }, "gstRateBp", GST_RATE_MESSAGE],
      [{ gstRateBp: "" }, "gstRateBp", GST_RATE_MESSAGE],
      [{ gstRateBp: "five" }, "gstRateBp", GST_RATE_MESSAGE],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await edit("5", seededItemForm("5", { originalPriceRupees: "80", ...overrides }));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect((await errorOf(response)).fields?.[field]).toBe(message);
    }
    expect(GST_RATE_MESSAGE).toBe("Choose a GST rate: 0%, 5%, 18% or 40%");
    expect(await rowOf("5")).toEqual(before);
    expect(await shop.db.$count(auditLog, eq(auditLog.entityId, "5"))).toBe(audits);
  });

  it("gives a new item its category's defaults, or what staff chose", async () => {
    const create = (body: NewCatalogueItemInput) => shop.api(staff).admin.catalogue.$post({ json: body });
    const base = { description: "New in the shop.", priceRupees: "100", originalPriceRupees: "100", active: false, lowStockThreshold: "10" };
    const grain = await bodyOf(create({ ...base, kind: "product", name: "Bajra Daliya", category: "grains" }), 201);
    expect(grain.item).toMatchObject({ hsnCode: "1103", gstRateBp: 500 });
    const bundle = await bodyOf(create({ ...base, kind: "bundle", name: "Festive Box" }), 201);
    expect(bundle.item).toMatchObject({ hsnCode: "1514", gstRateBp: 500 });
    const chosen = await bodyOf(create({ ...base, kind: "product", name: "Mustard Seed Pickle", category: "mustard-oils", hsnCode: "2001", gstRateBp: "1800" }), 201);
    expect(chosen.item).toMatchObject({ hsnCode: "2001", gstRateBp: 1800 });
    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.create"), eq(auditLog.entityId, chosen.item.id)));
    expect(entry?.after).toMatchObject({ hsnCode: "2001", gstRateBp: 1800 });

    const refused = await create({ ...base, kind: "product", name: "Sarson Saag", category: "mustard-oils", hsnCode: "20" });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.hsnCode).toBe(HSN_MESSAGE);
    expect(await shop.db.$count(catalogueItems, eq(catalogueItems.name, "Sarson Saag"))).toBe(0);
  });
});
