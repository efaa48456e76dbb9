import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueItems, catalogueVersion } from "~/server/db/schema/catalogue";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { seedDeclarations } from "~/shared/declarations/seed-declarations";
import { NAME_WITHOUT_SLUG_MESSAGE, type NewCatalogueItemInput } from "~/shared/schemas/admin-catalogue";
import { declarationsFormValues } from "~/shared/schemas/admin-declarations";

// Staff add products and bundles from /admin/catalogue (docs/product-rules.md#back-office): the
// same fields and messages as the edit form, a page address made from the name that no other item
// has, an audit entry, and the shop shows the item at once when it is shown, never when hidden.

describe("staff add a catalogue item", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const product = (overrides: Partial<NewCatalogueItemInput> = {}): NewCatalogueItemInput => ({
    kind: "product",
    name: "Kala Namak Rice 1kg",
    description: "Aromatic kala namak rice from the Terai, grown without chemicals.",
    priceRupees: "180",
    originalPriceRupees: "210",
    category: "grains",
    badge: "New",
    // Hidden: a new item has no label yet, and the shop shows only a complete one (declarations.test.ts).
    active: false,
    lowStockThreshold: "5",
    netQuantity: "1",
    unit: "kg",
    ...overrides,
  });
  const create = (body: NewCatalogueItemInput, user = staff) => shop.api(user).admin.catalogue.$post({ json: body });
  const shown = async () => bodyOf(shop.api().catalogue.products.$get());
  const version = async () => (await shop.db.select().from(catalogueVersion))[0]!.version;

  it("adds a product after the seeded ones, hidden until its label is saved: then the shop, its page and the sitemap show it at once, and the audit log has it", async () => {
    const before = await version();
    const { item } = await bodyOf(create(product()), 201);
    expect(item).toMatchObject({
      id: "13",
      kind: "product",
      slug: "kala-namak-rice-1kg",
      name: "Kala Namak Rice 1kg",
      pricePaise: 18000,
      originalPricePaise: 21000,
      category: "grains",
      pressType: null,
      badge: "New",
      active: false,
      stockOnHand: null,
      stockState: "untracked",
      lowStockThreshold: 5,
      photos: [],
      images: ["/images/no-photo.svg"],
    });
    expect(await version()).toBeGreaterThan(before);
    await bodyOf(shop.api(staff).admin.catalogue[":id"].declarations.$put({ param: { id: "13" }, json: declarationsFormValues(seedDeclarations["12"]!) }));
    const { name, description, badge, category } = item;
    await bodyOf(shop.api(staff).admin.catalogue[":id"].$put({ param: { id: "13" }, json: { name, description, badge: badge ?? "", category: category ?? undefined, priceRupees: "180", originalPriceRupees: "210", active: true, lowStockThreshold: "5" } }));

    const catalogue = await shown();
    expect(catalogue.products.at(-1)).toMatchObject({ id: "13", slug: "kala-namak-rice-1kg", price: 18000, inStock: true, rating: 0, reviews: 0 });
    expect((await shop.api().catalogue.products[":productId"].$get({ param: { productId: "13" } })).status).toBe(200);
    expect(await (await shop.request("GET", "/sitemap.xml")).text()).toContain("/shop/kala-namak-rice-1kg");

    const [entry] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "catalogue.create"), eq(auditLog.entityId, "13")));
    expect(entry).toMatchObject({ actorUserId: staff.id, entity: "catalogue_item", before: null, after: { name: "Kala Namak Rice 1kg", slug: "kala-namak-rice-1kg", pricePaise: 18000, active: false } });

    // A shopper can buy it straight away.
    const shopper = await shop.signUp();
    expect((await shop.api(shopper).cart.items.$post({ json: { productId: "13" } })).status).toBeLessThan(300);
  });

  it("adds a hidden bundle: staff see it, the shop does not, until it is shown", async () => {
    const { item } = await bodyOf(
      create({ kind: "bundle", name: "Winter Pantry Box", description: "Mustard oil, chana dal and daliya for the cold months.", priceRupees: "650", originalPriceRupees: "700", category: "pulses", pressType: "hydraulic", active: false, lowStockThreshold: "10" }),
      201,
    );
    expect(item).toMatchObject({ id: "bundle-7", kind: "bundle", slug: "winter-pantry-box", category: null, pressType: null, active: false });
    expect((await bodyOf(shop.api(staff).admin.catalogue.$get())).items.map((entry) => entry.id)).toContain("bundle-7");
    expect((await shown()).bundles.map((bundle) => bundle.id)).not.toContain("bundle-7");
    expect(await (await shop.request("GET", "/sitemap.xml")).text()).not.toContain("winter-pantry-box");

    await bodyOf(shop.api(staff).admin.catalogue[":id"].declarations.$put({ param: { id: "bundle-7" }, json: declarationsFormValues(seedDeclarations["bundle-4"]!) }));
    // Its label is complete, but its one size has no net quantity yet: it cannot be shown until it has.
    const show = { name: "Winter Pantry Box", description: item.description, priceRupees: "650", originalPriceRupees: "700", active: true, lowStockThreshold: "10" };
    const refused = await shop.api(staff).admin.catalogue[":id"].$put({ param: { id: "bundle-7" }, json: show });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.active).toBe("This item cannot be shown in the shop: enter the net quantity of size DFF-BUNDLE-7.");
    expect((await shown()).bundles.map((bundle) => bundle.id)).not.toContain("bundle-7");
    await bodyOf(shop.api(staff).admin.catalogue[":id"].$put({ param: { id: "bundle-7" }, json: { ...show, netQuantity: "1", unit: "pack" } }));
    expect((await shown()).bundles.at(-1)).toMatchObject({ id: "bundle-7", slug: "winter-pantry-box", discountLabel: "7% off" });
  });

  it("keeps the press type of a new mustard oil only", async () => {
    const { item } = await bodyOf(create(product({ name: "Black Mustard Oil 500ml", category: "mustard-oils", pressType: "wood-pressed" })), 201);
    expect(item).toMatchObject({ id: "14", category: "mustard-oils", pressType: "wood-pressed" });
    const dal = await bodyOf(create(product({ name: "Lobia 500gm", category: "pulses", pressType: "hydraulic" })), 201);
    expect(dal.item).toMatchObject({ category: "pulses", pressType: null });
  });

  it("refuses a name whose page address another item has, products and bundles alike, with a message on the name, and adds nothing", async () => {
    const count = (await shop.db.select().from(catalogueItems)).length;
    const audits = (await shop.db.select().from(auditLog).where(eq(auditLog.action, "catalogue.create"))).length;
    // "Moong Dal" is seeded; different case and punctuation make the same address.
    const clash = await create(product({ name: "moong  dal!", category: "pulses" }));
    expect(clash.status).toBe(409);
    const error = await errorOf(clash);
    expect(error.message).toBe("Another item already has the page address /shop/moong-dal. Give this one a different name.");
    expect(error.fields?.name).toBe(error.message);
    const bundleClash = await create({ ...product({ name: "Traditional Oil Duo" }), kind: "bundle", category: undefined });
    expect((await errorOf(bundleClash)).message).toBe("Another item already has the page address /bundles/traditional-oil-duo. Give this one a different name.");
    // One slug space for both kinds: a product may not take a bundle's address either.
    expect((await create(product({ name: "Healthy Grains Combo" }))).status).toBe(409);

    expect((await shop.db.select().from(catalogueItems)).length).toBe(count);
    expect((await shop.db.select().from(auditLog).where(eq(auditLog.action, "catalogue.create"))).length).toBe(audits);
  });

  it("adds a product without its net quantity only hidden, and shows it once its label is saved and the size has its net quantity", async () => {
    const count = (await shop.db.select().from(catalogueItems)).length;
    const refused = await create(product({ name: "Jowar Atta", netQuantity: undefined, unit: undefined, active: true }));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields?.active).toMatch(/^This product cannot be shown in the shop without a complete label\./);
    expect((await shop.db.select().from(catalogueItems)).length).toBe(count);

    // As a draft it may wait for its net quantity; shown, it is refused naming the size that lacks it.
    const { item } = await bodyOf(create(product({ name: "Jowar Atta", netQuantity: undefined, unit: undefined })), 201);
    await bodyOf(shop.api(staff).admin.catalogue[":id"].declarations.$put({ param: { id: item.id }, json: declarationsFormValues(seedDeclarations["12"]!) }));
    const show = { name: "Jowar Atta", description: item.description, category: "grains" as const, priceRupees: "180", originalPriceRupees: "210", active: true, lowStockThreshold: "5" };
    const unnamed = await shop.api(staff).admin.catalogue[":id"].$put({ param: { id: item.id }, json: show });
    expect(unnamed.status).toBe(400);
    expect((await errorOf(unnamed)).fields?.active).toBe(`This item cannot be shown in the shop: enter the net quantity of size DFF-${item.id}.`);
    expect((await bodyOf(shop.api(staff).admin.catalogue[":id"].$put({ param: { id: item.id }, json: { ...show, netQuantity: "1", unit: "kg" } }))).item.active).toBe(true);
  });

  it("refuses bad values with the edit form's own messages and adds nothing", async () => {
    const count = (await shop.db.select().from(catalogueItems)).length;
    const cases: [NewCatalogueItemInput, string, string][] = [
      [product({ name: " " }), "name", "Name is required"],
      [product({ name: "मसाला" }), "name", NAME_WITHOUT_SLUG_MESSAGE],
      [product({ priceRupees: "0" }), "priceRupees", "Price must be at least ₹1"],
      [product({ originalPriceRupees: "100" }), "originalPriceRupees", "Original price cannot be below the price"],
      [product({ description: "" }), "description", "Description is required"],
      [product({ category: undefined }), "category", "Choose a category"],
      [product({ lowStockThreshold: "1.5" }), "lowStockThreshold", "Low-stock alert must be a whole number"],
      [product({ netQuantity: "0.5" }), "netQuantity", "Net quantity must be a whole number above 0"],
      [product({ unit: "litre" as never }), "unit", "Choose a unit: g, kg, ml, L or pack"],
      [product({ unit: undefined }), "unit", "Choose a unit: g, kg, ml, L or pack"],
      [{ ...product(), kind: "combo" as never }, "kind", "Choose product or bundle"],
    ];
    for (const [body, field, message] of cases) {
      const response = await create(body);
      expect(response.status, field).toBe(400);
      expect((await errorOf(response)).fields?.[field], field).toBe(message);
    }
    expect((await shop.db.select().from(catalogueItems)).length).toBe(count);
  });

  it("refuses customers (the back office's 404) and signed-out visitors, and adds nothing", async () => {
    const count = (await shop.db.select().from(catalogueItems)).length;
    const customer = await shop.signUp();
    const asCustomer = await create(product({ name: "Sneaky Oil" }), customer);
    expect(asCustomer.status).toBe(404);
    const signedOut = await shop.api().admin.catalogue.$post({ json: product({ name: "Sneaky Oil" }) });
    expect(signedOut.status).toBe(401);
    expect((await shop.db.select().from(catalogueItems)).length).toBe(count);
  });
});
