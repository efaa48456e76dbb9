import { sql } from "drizzle-orm";
import { createAuth } from "~/server/auth";
import type { Database } from "~/server/db/client";
import { addresses } from "~/server/db/schema/customers";
import { promoCodes } from "~/server/db/schema/promos";
import { loadEnv } from "~/server/env";
import { createLogger } from "~/server/logger";
import type { EmailQueue } from "~/server/modules/emails/service";
import type { BenchUser } from "./load";
import { BENCH_SECRET, sessionCookie } from "./server";

/**
 * Signs `count` customers up through better-auth in this process (same secret as the server, so
 * their cookies are valid there; in-process calls are not rate limited) and gives each an address.
 */
export async function createBenchUsers(db: Database, count: number, prefix: string): Promise<BenchUser[]> {
  const env = loadEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "silent" });
  const logger = createLogger("silent");
  // Signing up sends no e-mail; the bench server (its own process) runs the real queue.
  const noMail = () => Promise.reject(new Error("bench fixtures send no e-mail"));
  const emails: EmailQueue = { enqueue: noMail, requeue: noMail, wake: () => {}, start: async () => {}, stop: async () => {} };
  const auth = createAuth({ db, env, logger, emails });
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const body = { email: `${prefix}-${i}-${Date.now()}@bench.example`, password: "bench-password-123", name: `Bench Shopper ${i}` };
    const response = await auth.api.signUpEmail({ body, asResponse: true });
    if (!response.ok) throw new Error(`bench sign-up failed: ${response.status} ${await response.text()}`);
    const { user } = (await response.json()) as { user: { id: string } };
    const address = { userId: user.id, fullName: `Bench Shopper ${i}`, phone: "9876543210", addressLine1: "12 Mandi Road", city: "Jaipur", state: "Rajasthan", pincode: "302001", isDefault: true };
    const [saved] = await db.insert(addresses).values(address).returning({ id: addresses.id });
    users.push({ cookie: sessionCookie(response), addressId: saved!.id, userId: user.id });
  }
  return users;
}

export const BENCH_PROMO = "BENCH5";

export async function createBenchPromo(db: Database) {
  await db.insert(promoCodes).values({ code: BENCH_PROMO, description: "Benchmark 5% off", discountType: "percentage", discountValue: 5, usageLimit: 1_000_000 }).onConflictDoNothing();
}

/** `count` orders of one item each for one user, written straight to the tables. */
export async function seedOrders(db: Database, userId: string, count: number) {
  await db.execute(sql`
    with made as (
      insert into orders (order_number, user_id, idempotency_key, shipping_full_name, shipping_phone, shipping_address_line1,
        shipping_city, shipping_state, shipping_pincode, subtotal_paise, discount_paise, shipping_paise, total_paise, created_at)
      select 'ORD-BENCH-' || ${userId} || '-' || n, ${userId}, 'seed-' || n, 'Bench Shopper', '9876543210', '12 Mandi Road',
        'Jaipur', 'Rajasthan', '302001', 37500, 0, 5000, 42500, now() - (n || ' minutes')::interval
      from generate_series(1, ${count}) as n
      returning id
    )
    insert into order_items (order_id, product_id, size_id, product_name, product_image, quantity, price_paise, subtotal_paise)
    select id, '1', '1', 'Hydraulic Pressed Mustard Oil 1L', '/images/products/1.svg', 1, 37500, 37500 from made
  `);
}

/** `count` reviews of one product, each by its own user (one review per user and product). */
export async function seedReviews(db: Database, productId: string, count: number) {
  const tag = `${productId}-${count}-${Date.now()}`;
  await db.execute(sql`
    insert into users (id, name, email)
    select 'bench-reviewer-' || ${tag} || '-' || n, 'Reviewer ' || n, 'reviewer-' || ${tag} || '-' || n || '@bench.example'
    from generate_series(1, ${count}) as n
  `);
  await db.execute(sql`
    insert into profiles (id, full_name) select 'bench-reviewer-' || ${tag} || '-' || n, 'Reviewer ' || n from generate_series(1, ${count}) as n
  `);
  await db.execute(sql`
    insert into reviews (user_id, product_id, rating, review_text, created_at, updated_at)
    select 'bench-reviewer-' || ${tag} || '-' || n, ${productId}, 1 + (n % 5), 'Good oil, strong aroma. Review ' || n,
      now() - (n || ' minutes')::interval, now() - (n || ' minutes')::interval
    from generate_series(1, ${count}) as n
  `);
}
