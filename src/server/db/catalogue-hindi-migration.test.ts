import { describe, expect, it } from "vitest";
import { databaseBefore } from "~/server/test/migration-before";
import { setUpOnce } from "~/server/test/set-up";
import { seedHindi } from "~/shared/catalog/seed-hindi";
import { seedDeclarations } from "~/shared/declarations/seed-declarations";

// Migration 0040 on a shop seeded before Hindi: every row stays, a seeded item still under its
// seeded English name (or label text) gets its Hindi, a changed one none, and the Hindi moves the catalogue's version.

describe("migration 0040 (catalogue text in Hindi)", () => {
  const shop = setUpOnce(() => databaseBefore("0040"), (database) => database.close());

  it("gives the seeded items their Hindi, leaves a renamed one without, and keeps every row", async () => {
    const { client } = shop;

    await client.exec(`
      insert into catalogue_items (id, kind, slug, name, description, category, images, hsn_code)
        values ('1', 'product', 'oil', 'Hydraulic Pressed Mustard Oil 1L', 'Oil', 'mustard-oils', '[]', '1514'),
               ('3', 'product', 'dal', 'Toor Dal Special', 'Dal', 'pulses', '[]', '0713'),
               ('bundle-2', 'bundle', 'duo', 'Traditional Oil Duo', 'Two oils', null, '[]', '1514'),
               ('kala-namak', 'product', 'rice', 'Kala Namak Rice', 'Rice', 'grains', '[]', '1006');
      insert into catalogue_declarations (item_id, ingredients, storage)
        values ('1', '${seedDeclarations["1"]!.ingredients}', 'Cool and dry'), ('bundle-2', 'Two oils, our own', null);
    `);
    await shop.migrateTheRest();

    const rows = await client.query("select id, name, name_hi, description_hi, search_terms from catalogue_items order by id");
    expect(rows.rows).toEqual([
      { id: "1", name: "Hydraulic Pressed Mustard Oil 1L", name_hi: seedHindi["1"]!.nameHi, description_hi: seedHindi["1"]!.descriptionHi, search_terms: seedHindi["1"]!.searchTerms },
      { id: "3", name: "Toor Dal Special", name_hi: null, description_hi: null, search_terms: null },
      { id: "bundle-2", name: "Traditional Oil Duo", name_hi: seedHindi["bundle-2"]!.nameHi, description_hi: seedHindi["bundle-2"]!.descriptionHi, search_terms: seedHindi["bundle-2"]!.searchTerms },
      { id: "kala-namak", name: "Kala Namak Rice", name_hi: null, description_hi: null, search_terms: null },
    ]);

    const labels = await client.query("select item_id, storage, ingredients_hi, storage_hi from catalogue_declarations order by item_id");
    expect(labels.rows).toEqual([
      { item_id: "1", storage: "Cool and dry", ingredients_hi: seedDeclarations["1"]!.ingredientsHi, storage_hi: null },
      { item_id: "bundle-2", storage: null, ingredients_hi: null, storage_hi: null },
    ]);

    const version = async () => (await client.query<{ version: number }>("select version::int as version from catalogue_version")).rows[0]!.version;
    const at = await version();
    await client.exec("update catalogue_items set name_hi = 'तूर दाल' where id = '3'");
    expect(await version()).toBe(at + 1);
    await client.exec("update catalogue_items set search_terms = 'toor' where id = '3'");
    expect(await version()).toBe(at + 2);
  });
});
