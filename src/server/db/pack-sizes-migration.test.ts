import { describe, expect, it } from "vitest";
import { databaseBefore } from "~/server/test/migration-before";
import { setUpOnce } from "~/server/test/set-up";

// Migration 0030 on a shop that already has a catalogue, carts, an order with its stock movement
// and a product-scoped coupon price: every row stays, each item becomes one size with its figures.

describe("migration 0030 (pack sizes)", () => {
  const shop = setUpOnce(() => databaseBefore("0030"), (database) => database.close());

  it("keeps every row and gives each item one size with its price, MRP, stock and PRODUCT.md's net quantity", async () => {
    const { client } = shop;

    await client.exec(`
      insert into users (id, name, email) values ('u1', 'Asha', 'asha@example.com');
      insert into catalogue_items (id, kind, slug, name, description, price_paise, original_price_paise, category, images, stock_on_hand, low_stock_threshold, hsn_code)
        values ('1', 'product', 'oil', 'Oil 1L', 'Oil', 37500, 45000, 'mustard-oils', '[]', 7, 3, '1514'),
               ('3', 'product', 'dal', 'Dal', 'Dal', 8500, 9500, 'pulses', '[]', null, 10, '0713'),
               ('bundle-1', 'bundle', 'box', 'Box', 'Box', 49000, 59500, null, '[]', 5, 10, '1514');
      insert into cart_items (user_id, product_id, product_name, product_image, price_paise) values ('u1', '1', 'Oil 1L', '/1.svg', 37500), ('u1', 'gone', 'Old Pickle', '/p.svg', 100);
      insert into wishlist (user_id, product_id, product_name, product_image, price_paise) values ('u1', '3', 'Dal', '/3.svg', 8500);
      insert into orders (id, order_number, user_id, idempotency_key, shipping_full_name, shipping_phone, shipping_address_line1, shipping_city, shipping_state, shipping_pincode, subtotal_paise, shipping_paise, total_paise)
        values ('00000000-0000-4000-8000-000000000001', 'ORD-1', 'u1', 'k', 'Asha', '9876543210', 'Lane', 'Jaipur', 'Rajasthan', '302001', 37500, 0, 37500);
      insert into order_items (order_id, product_id, product_name, product_image, quantity, price_paise, subtotal_paise) values ('00000000-0000-4000-8000-000000000001', '1', 'Oil 1L', '/1.svg', 1, 37500, 37500);
      insert into stock_movements (item_id, reason, change, on_hand_after, order_id) values ('1', 'order', -1, 7, '00000000-0000-4000-8000-000000000001');
      insert into promo_codes (code, discount_type) values ('FARMFRESH', 'product_price');
      insert into promo_item_prices (promo_id, item_id, price_paise) select id, '1', 34000 from promo_codes;
    `);
    await shop.migrateTheRest();

    const sizes = await client.query("select id, item_id, sku, net_quantity, unit, price_paise, mrp_paise, stock_on_hand, low_stock_threshold from catalogue_sizes order by id");
    expect(sizes.rows).toEqual([
      { id: "1", item_id: "1", sku: "DFF-1-1L", net_quantity: 1, unit: "L", price_paise: 37500, mrp_paise: 45000, stock_on_hand: 7, low_stock_threshold: 3 },
      { id: "3", item_id: "3", sku: "DFF-3-500G", net_quantity: 500, unit: "g", price_paise: 8500, mrp_paise: 9500, stock_on_hand: null, low_stock_threshold: 10 },
      { id: "bundle-1", item_id: "bundle-1", sku: "DFF-BUNDLE-1", net_quantity: 1, unit: "pack", price_paise: 49000, mrp_paise: 59500, stock_on_hand: 5, low_stock_threshold: 10 },
    ]);
    const count = async (table: string) => (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
    expect([await count("catalogue_items"), await count("cart_items"), await count("wishlist"), await count("order_items"), await count("stock_movements"), await count("promo_item_prices")]).toEqual([3, 2, 1, 1, 1, 1]);
    expect((await client.query("select product_id, size_id, size_label from cart_items order by product_id")).rows).toEqual([
      { product_id: "1", size_id: "1", size_label: null },
      { product_id: "gone", size_id: "gone", size_label: null },
    ]);
    expect((await client.query("select size_id, size_label from order_items")).rows).toEqual([{ size_id: "1", size_label: null }]);
    expect((await client.query("select size_id from stock_movements")).rows).toEqual([{ size_id: "1" }]);
    expect((await client.query("select item_id, size_id, price_paise from promo_item_prices")).rows).toEqual([{ item_id: "1", size_id: "1", price_paise: 34000 }]);
    // A size's price change moves the catalogue's version, as the item's did.
    const version = async () => (await client.query<{ version: number }>("select version from catalogue_version")).rows[0]!.version;
    const was = await version();
    await client.exec("update catalogue_sizes set price_paise = 36000 where id = '1'");
    expect(await version()).toBeGreaterThan(was);
  });
});
