import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";

// The growth row's shop: `count` orders over the last `days` days, spread over customers, methods,
// statuses and states as a real month's are, with their items, COD confirmations and return requests.

const STATES = ["Delhi", "Rajasthan", "Maharashtra", "Karnataka", "Uttar Pradesh", "West Bengal", "Tamil Nadu", "Assam"];
/** One in twenty orders cancelled, one in twenty-five returned to origin, most delivered. */
const STATUS_OF = sql.raw(`case when n % 20 = 0 then 'cancelled' when n % 25 = 0 then 'returned_to_origin' when n % 10 = 1 then 'shipped' when n % 50 = 3 then 'pending' else 'delivered' end`);

export async function seedDashboardOrders(db: Database, count: number, days: number, customers = 5_000) {
  const tag = `dash-${Date.now()}`;
  await db.execute(sql`
    insert into users (id, name, email)
    select ${tag} || '-' || n, 'Customer ' || n, ${tag} || '-' || n || '@bench.example' from generate_series(1, ${customers}) as n`);
  const states = sql.raw(`(array['${STATES.join("','")}'])[1 + n % ${STATES.length}]`);
  await db.execute(sql`
    with made as (
      insert into orders (order_number, user_id, idempotency_key, shipping_full_name, shipping_phone, shipping_address_line1,
        shipping_city, shipping_state, shipping_pincode, subtotal_paise, discount_paise, shipping_paise, total_paise,
        payment_method, order_status, created_at)
      select 'ORD-' || ${tag} || '-' || n, ${tag} || '-' || (1 + n % ${customers}), 'seed-' || n, 'Bench Shopper', '9876543210', '12 Mandi Road',
        'Jaipur', ${states}, '302001', 37500 * (1 + n % 3), 0, 5000, 37500 * (1 + n % 3) + 5000,
        (array['cod', 'upi', 'online'])[1 + n % 3], ${STATUS_OF}, now() - (n * ${days * 86_400}::float / ${count}) * interval '1 second'
      from generate_series(1, ${count}) as n
      returning id, user_id, payment_method, order_status, substr(idempotency_key, 6)::int as n
    ), items as (
      insert into order_items (order_id, product_id, size_id, product_name, product_image, quantity, price_paise, subtotal_paise)
      select id, (1 + n % 6)::text, (1 + n % 6)::text, 'Product ' || (1 + n % 6), '/images/products/1.svg', 1 + n % 3, 37500, 37500 * (1 + n % 3)
      from made
      returning order_id
    ), asked as (
      insert into cod_confirmations (order_id, token_hash, used_at)
      select id, md5(id::text), case when order_status = 'cancelled' then null else now() end from made where payment_method = 'cod' and n % 5 = 0
      returning order_id
    )
    insert into return_requests (order_id, user_id, reason, description, resolution)
    select id, user_id, 'leaking', 'Bench return', 'refund' from made where order_status = 'delivered' and n % 40 = 7`);
}
