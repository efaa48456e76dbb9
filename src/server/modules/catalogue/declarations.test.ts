import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueDeclarations } from "~/server/db/schema/declarations";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { brand, seller } from "~/shared/brand";
import { seedDeclarations } from "~/shared/declarations/seed-declarations";
import type { CatalogueItemFormInput, NewCatalogueItemInput } from "~/shared/schemas/admin-catalogue";
import { declarationsFormValues, FSSAI_LICENCE_MESSAGE, type DeclarationsFormInput } from "~/shared/schemas/admin-declarations";

// Staff keep each item's label declarations; the back office shows an item in the shop only with a
// complete label (docs/product-rules.md#declarations); every change is audited.

describe("staff keep an item's declarations", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const declarations = (id: string, user = staff) => shop.api(user).admin.catalogue[":id"].declarations.$get({ param: { id } });
  const save = (id: string, json: DeclarationsFormInput, user = staff) => shop.api(user).admin.catalogue[":id"].declarations.$put({ param: { id }, json });
  const shown = (productId: string) => shop.api().catalogue.products[":productId"].declarations.$get({ param: { productId } });
  const edit = (id: string, json: CatalogueItemFormInput) => shop.api(staff).admin.catalogue[":id"].$put({ param: { id }, json });
  const create = (json: NewCatalogueItemInput) => shop.api(staff).admin.catalogue.$post({ json });
  const audits = async (id: string) => shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.declarations"), eq(auditLog.entityId, id)));
  const stored = async (id: string) => shop.db.select().from(catalogueDeclarations).where(eq(catalogueDeclarations.itemId, id));
  const riceForm = (overrides: Partial<CatalogueItemFormInput> = {}): CatalogueItemFormInput => ({
    name: "Kala Namak Rice 1kg",
    description: "Aromatic kala namak rice from the Terai.",
    priceRupees: "180",
    originalPriceRupees: "210",
    category: "grains",
    active: false,
    lowStockThreshold: "5",
    netQuantity: "1",
    unit: "kg",
    ...overrides,
  });
  const riceLabel = (): DeclarationsFormInput => ({
    ...declarationsFormValues(seedDeclarations["12"]!),
    ingredients: "100% kala namak rice",
    organicScheme: "",
    organicBody: "",
    organicCertificate: "",
  });

  it("starts the seeded items with complete demo declarations, the seller's licence and customer care filled in for shoppers", async () => {
    expect((await bodyOf(declarations("1"))).declarations).toEqual(seedDeclarations["1"]);
    const page = (await bodyOf(shown("3"))).declarations;
    expect(page).toMatchObject({
      manufacturer: { name: seller.legalName, address: "Plot 0, Example Industrial Area, Narela, New Delhi, Delhi 110040" },
      packer: null,
      countryOfOrigin: "India",
      bestBefore: "6 months from packing",
      storage: "Store in a cool, dry place away from sunlight",
      vegMark: "veg",
      fssaiLicence: seller.fssaiLicence,
      customerCare: { phone: brand.phoneDisplay, email: brand.supportEmail },
      organicScheme: "pgs-india",
      nutrition: { basis: "100g", energyKcal: 343 },
    });
    expect((await bodyOf(shown("bundle-6"))).declarations).toMatchObject({ nutrition: null, organicScheme: "pgs-india" });
  });

  it("refuses to add an item straight into the shop: it has no label yet, and the message says what it lacks", async () => {
    const count = (await shop.db.select().from(catalogueItems)).length;
    const refused = await create({ ...riceForm({ active: true }), kind: "product" });
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.message).toBe(
      "This product cannot be shown in the shop without a complete label. Add its manufacturer's name and address, country of origin, best before, ingredients, nutrition information and veg or non-veg mark.",
    );
    expect(error.fields).toEqual({ active: error.message });
    expect(await shop.db.select().from(catalogueItems)).toHaveLength(count);
  });

  it("adds a hidden product, refuses to show it until its label is saved, then shows it with its declarations, each step audited", async () => {
    const { item } = await bodyOf(create({ ...riceForm(), kind: "product" }), 201);
    expect((await bodyOf(declarations(item.id))).declarations).toMatchObject({ manufacturer: null, nutrition: null });
    const refused = await edit(item.id, riceForm({ active: true }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toContain("Add its manufacturer's name and address");
    expect((await shop.db.select().from(catalogueItems).where(eq(catalogueItems.id, item.id)))[0]?.active).toBe(false);

    const saved = await bodyOf(save(item.id, { ...riceLabel(), fssaiLicence: "12345678901234", customerCarePhone: "1800 123 4567", customerCareEmail: "care@example.com" }));
    expect(saved.declarations).toMatchObject({ ingredients: "100% kala namak rice", fssaiLicence: "12345678901234", customerCarePhone: "1800 123 4567" });
    const [entry] = await audits(item.id);
    expect(entry).toMatchObject({ actorUserId: staff.id, entity: "catalogue_item", before: null, after: { name: "Kala Namak Rice 1kg", ingredients: "100% kala namak rice" } });

    await bodyOf(edit(item.id, riceForm({ active: true })));
    expect((await bodyOf(shown(item.id))).declarations).toMatchObject({ fssaiLicence: "12345678901234", customerCare: { phone: "1800 123 4567", email: "care@example.com" } });
  });

  it("refuses an Organic badge without its certificate, whether the item is being shown or a shown item is badged anew", async () => {
    const { item } = await bodyOf(create({ ...riceForm({ name: "Black Rice 1kg" }), kind: "product" }), 201);
    await bodyOf(save(item.id, riceLabel()));
    const organic = await edit(item.id, riceForm({ name: "Black Rice 1kg", badge: "Organic", active: true }));
    expect((await errorOf(organic)).message).toBe(
      "This product cannot be shown in the shop without a complete label. The Organic badge needs its certifying scheme (NPOP or PGS-India) and certificate number: add them or remove the badge.",
    );
    const badged = await edit("1", { name: "Hydraulic Pressed Mustard Oil 1L", description: "Cold pressed.", priceRupees: "375", originalPriceRupees: "450", category: "mustard-oils", pressType: "hydraulic", badge: "Organic", active: true, lowStockThreshold: "10" });
    expect(badged.status).toBe(400);
    expect((await errorOf(badged)).fields).toEqual({ active: expect.stringContaining("The Organic badge needs") });
    expect((await shop.db.select().from(catalogueItems).where(eq(catalogueItems.id, "1")))[0]?.badge).toBe("Popular");

    await bodyOf(save(item.id, { ...riceLabel(), organicScheme: "npop", organicBody: "OneCert Asia", organicCertificate: "NPOP/NAB/0012/2026" }));
    expect((await bodyOf(edit(item.id, riceForm({ name: "Black Rice 1kg", badge: "Organic", active: true })))).item).toMatchObject({ active: true, badge: "Organic" });
  });

  it("keeps a shown item's label complete: removing a mandatory declaration or the certificate is refused and changes nothing", async () => {
    const before = await stored("3");
    const auditsBefore = (await audits("3")).length;
    const noCertificate = await save("3", { ...declarationsFormValues(seedDeclarations["3"]!), organicCertificate: "" });
    expect(noCertificate.status).toBe(400);
    expect((await errorOf(noCertificate)).message).toContain("The Organic badge needs its certificate number: add it or remove the badge.");
    const noOrigin = await save("3", { ...declarationsFormValues(seedDeclarations["3"]!), countryOfOrigin: " " });
    expect((await errorOf(noOrigin)).message).toContain("Add its country of origin.");
    expect(await stored("3")).toEqual(before);
    expect(await audits("3")).toHaveLength(auditsBefore);
  });

  it("validates every field with its own message, then the fields that go together, and a refused request changes nothing", async () => {
    const before = await stored("2");
    const label = declarationsFormValues(seedDeclarations["2"]!);
    const fields = await save("2", { ...label, fssaiLicence: "1234", customerCarePhone: "call us", customerCareEmail: "not-an-email", vegMark: "vegan", nutrition: { ...label.nutrition, energyKcal: "-1" } } as DeclarationsFormInput);
    expect(fields.status).toBe(400);
    expect((await errorOf(fields)).fields).toEqual({
      fssaiLicence: FSSAI_LICENCE_MESSAGE,
      customerCarePhone: "Enter a phone number of 8 to 13 digits, e.g. +91 98765 43210 or 1800 123 4567",
      customerCareEmail: "Please enter a valid email address",
      vegMark: "Choose vegetarian or non-vegetarian",
      "nutrition.energyKcal": "Energy cannot be negative",
    });
    const together = await save("2", { ...label, packerName: "Another Packer Pvt Ltd", nutrition: { ...label.nutrition, proteinG: "", saturatedFatG: "95" } });
    expect((await errorOf(together)).fields).toEqual({
      packerAddress: "Enter the packer's address too",
      "nutrition.proteinG": "Enter protein, or leave the whole table empty",
      "nutrition.saturatedFatG": "Saturated and trans fat together cannot be more than total fat",
    });
    expect(await stored("2")).toEqual(before);
  });

  it("refuses customers (the back office's 404) and signed-out visitors, and changes nothing", async () => {
    const before = await stored("1");
    const customer = await shop.signUp();
    expect((await declarations("1", customer)).status).toBe(404);
    expect((await save("1", { ...declarationsFormValues(seedDeclarations["1"]!), countryOfOrigin: "Nepal" }, customer)).status).toBe(404);
    expect((await shop.api().admin.catalogue[":id"].declarations.$put({ param: { id: "1" }, json: declarationsFormValues(seedDeclarations["1"]!) })).status).toBe(401);
    expect(await stored("1")).toEqual(before);
    expect((await declarations("no-such-item")).status).toBe(404);
  });

  it("shows no declarations of a hidden item to shoppers", async () => {
    const { item } = await bodyOf(create({ ...riceForm({ name: "Hidden Rice 1kg" }), kind: "product" }), 201);
    await bodyOf(save(item.id, riceLabel()));
    expect((await shown(item.id)).status).toBe(404);
  });
});
