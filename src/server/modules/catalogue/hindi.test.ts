import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueItems, catalogueVersion } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { seededItemForm } from "~/server/test/catalogue-forms";
import { signUpStaff } from "~/server/test/users";
import { seedHindi } from "~/shared/catalog/seed-hindi";
import { missingHindiOf } from "~/shared/schemas/admin-catalogue-hindi";
import type { CatalogueItemFormInput } from "~/shared/schemas/admin-catalogue";

// Catalogue text in Hindi (docs/decisions/073-catalogue-text-in-hindi.md): seeded for the launch
// items, typed by staff beside the English with an audit entry, optional, and listed when missing.

describe("catalogue text in Hindi", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const urad = (changes: Partial<CatalogueItemFormInput> = {}) => seededItemForm("4", changes);
  const edit = (body: CatalogueItemFormInput, user = staff) => shop.api(user).admin.catalogue[":id"].$put({ param: { id: "4" }, json: body });
  const shownUrad = async () => (await bodyOf(shop.api().catalogue.products.$get())).products.find((p) => p.id === "4")!;
  const staffUrad = async () => (await bodyOf(shop.api(staff).admin.catalogue.$get())).items.find((item) => item.id === "4")!;
  const version = async () => (await shop.db.select().from(catalogueVersion))[0]!.version;

  it("serves the seeded Hindi and search words of all 18 items in the shop's catalogue, for both languages' pages", async () => {
    const { products, bundles } = await bodyOf(shop.api().catalogue.products.$get());
    expect([...products, ...bundles]).toHaveLength(18);
    for (const item of [...products, ...bundles]) {
      const seeded = seedHindi[item.id]!;
      expect(item.texts, item.id).toEqual({ hi: { name: seeded.nameHi, description: seeded.descriptionHi }, searchTerms: seeded.searchTerms });
    }
    expect(products[0]).toMatchObject({ name: "Hydraulic Pressed Mustard Oil 1L", texts: { hi: { name: "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर" }, searchTerms: expect.stringContaining("sarson") } });
    expect((await staffUrad()).nameHi).toBe("उड़द दाल");
  });

  it("saves staff's Hindi name, description and search words: the shop shows them at once and the audit log has before and after", async () => {
    const before = await version();
    const answer = await bodyOf(edit(urad({ nameHi: "  धुली उड़द दाल ", descriptionHi: "500 ग्राम धुली उड़द दाल।", searchTerms: "urad udad dhuli" })));
    expect(answer.item).toMatchObject({ nameHi: "धुली उड़द दाल", descriptionHi: "500 ग्राम धुली उड़द दाल।", searchTerms: "urad udad dhuli" });
    expect(await version()).toBeGreaterThan(before);
    expect((await shownUrad()).texts).toEqual({ hi: { name: "धुली उड़द दाल", description: "500 ग्राम धुली उड़द दाल।" }, searchTerms: "urad udad dhuli" });

    const entries = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.update"), eq(auditLog.entityId, "4")));
    expect(entries.at(-1)).toMatchObject({ actorUserId: staff.id, before: { nameHi: "उड़द दाल" }, after: { nameHi: "धुली उड़द दाल", searchTerms: "urad udad dhuli" } });
  });

  it("keeps the Hindi when a request leaves it out, clears it when blank, and then lists the item as missing Hindi", async () => {
    await bodyOf(edit(urad({ nameHi: "उड़द दाल", descriptionHi: "उड़द।" })));
    await bodyOf(edit(urad({ priceRupees: "76" })));
    expect(await staffUrad()).toMatchObject({ nameHi: "उड़द दाल", descriptionHi: "उड़द।", pricePaise: 7600 });

    await bodyOf(edit(urad({ nameHi: "   ", descriptionHi: null as unknown as string, searchTerms: "" })));
    const item = await staffUrad();
    expect(item).toMatchObject({ nameHi: null, descriptionHi: null, searchTerms: null });
    expect(missingHindiOf(item)).toEqual(["name", "description"]);
    // The Hindi pages fall back to the English: the item carries no texts at all.
    expect((await shownUrad()).texts).toBeUndefined();
    const { items } = await bodyOf(shop.api(staff).admin.catalogue.$get());
    expect(items.filter((each) => missingHindiOf(each).length > 0).map((each) => each.id)).toEqual(["4"]);
  });

  it("refuses Hindi longer than the English allows, with the field's message, and changes nothing", async () => {
    await bodyOf(edit(urad({ nameHi: "उड़द दाल" })));
    const refused = await edit(urad({ nameHi: "द".repeat(121), descriptionHi: "द".repeat(2001), searchTerms: "a".repeat(301), priceRupees: "99" }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toMatchObject({
      nameHi: "Hindi name must be at most 120 characters",
      descriptionHi: "Hindi description must be at most 2000 characters",
      searchTerms: "Search words must be at most 300 characters",
    });
    expect(await staffUrad()).toMatchObject({ nameHi: "उड़द दाल", pricePaise: 7500 });
    const [row] = await shop.db.select({ nameHi: catalogueItems.nameHi }).from(catalogueItems).where(eq(catalogueItems.id, "4"));
    expect(row?.nameHi).toBe("उड़द दाल");
  });

  it("adds a new item with its Hindi, or without (then it is missing Hindi)", async () => {
    const base = { kind: "product" as const, description: "Rice.", priceRupees: "180", originalPriceRupees: "210", category: "grains" as const, active: false, lowStockThreshold: "5" };
    const withHindi = await bodyOf(shop.api(staff).admin.catalogue.$post({ json: { ...base, name: "Kala Namak Rice", nameHi: "काला नमक चावल", descriptionHi: "चावल।" } }), 201);
    expect(missingHindiOf(withHindi.item)).toEqual([]);
    const without = await bodyOf(shop.api(staff).admin.catalogue.$post({ json: { ...base, name: "Basmati Rice" } }), 201);
    expect(without.item).toMatchObject({ nameHi: null, descriptionHi: null, searchTerms: null });
  });

  it("lets no customer or visitor change the Hindi", async () => {
    const refused = await shop.api().admin.catalogue[":id"].$put({ param: { id: "4" }, json: urad({ nameHi: "बदला" }) });
    expect([401, 404]).toContain(refused.status);
    expect((await staffUrad()).nameHi).not.toBe("बदला");
  });
});
