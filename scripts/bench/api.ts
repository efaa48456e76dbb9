import { execFileSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { BENCH_PROMO } from "./fixtures";
import { load, type BenchUser, type LoadFigures } from "./load";

const PRODUCT_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "bundle-1", "bundle-2", "bundle-3", "bundle-4", "bundle-5", "bundle-6"];

export const NO_DATABASE_PATH = "/api/catalogue/products/1";
export const REVIEWS_PATH = "/api/products/1/reviews";

type Target = { url: string; origin: string };

export function noDatabaseRoute(target: Target): Promise<LoadFigures> {
  return load({ name: "no-database route (catalogue read)", ...target, users: [], steps: [{ method: "GET", path: NO_DATABASE_PATH }] });
}

export function reviewsPage(target: Target): Promise<LoadFigures> {
  return load({ name: "public: a product's reviews page", ...target, users: [], steps: [{ method: "GET", path: REVIEWS_PATH }] });
}

export function cartRead(target: Target, users: BenchUser[]): Promise<LoadFigures> {
  return load({ name: "signed in: read the cart", ...target, users, steps: [{ method: "GET", path: "/api/cart" }] });
}

export function addToCart(target: Target, users: BenchUser[]): Promise<LoadFigures> {
  let n = 0;
  return load({
    name: "signed in: add to cart",
    ...target,
    users,
    steps: [{ method: "POST", path: "/api/cart/items", body: () => ({ productId: PRODUCT_IDS[n++ % PRODUCT_IDS.length] }) }],
  });
}

export function applyPromo(target: Target, users: BenchUser[]): Promise<LoadFigures> {
  return load({ name: "signed in: apply a promo code", ...target, users, steps: [{ method: "POST", path: "/api/promo/apply", body: () => ({ code: "LAUNCH10" }) }] });
}

/** Each connection, as its own user, refills its cart with one item and places an order, in a loop. */
export async function placeOrders(target: Target, users: BenchUser[], db: Database): Promise<LoadFigures & { ordersPerSecond: number; orders: number }> {
  const before = await countOrders(db);
  const seconds = 10;
  const figures = await load({
    name: "signed in: place an order (each preceded by an add to cart)",
    ...target,
    users,
    seconds,
    steps: [
      { method: "POST", path: "/api/cart/items", body: () => ({ productId: "1" }) },
      {
        method: "POST",
        path: "/api/orders",
        body: (user) => ({ addressId: user.addressId, paymentMethod: "cod", promoCode: BENCH_PROMO, participateLuckyDraw: true, idempotencyKey: crypto.randomUUID() }),
      },
    ],
  });
  const orders = (await countOrders(db)) - before;
  return { ...figures, orders, ordersPerSecond: Math.round(orders / seconds) };
}

async function countOrders(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  return rows[0]!.n;
}

export type Invariants = { orders: number; ordersWithoutItems: number; totalsWrong: number; promosMiscounted: number; promosOverLimit: number };

/** What must hold after the order run, checked in SQL over every order. */
export async function checkInvariants(db: Database): Promise<Invariants> {
  const { rows } = await db.execute<Invariants>(sql`
    select
      (select count(*)::int from orders) as "orders",
      (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as "ordersWithoutItems",
      (select count(*)::int from orders o
        where o.subtotal_paise <> (select coalesce(sum(i.subtotal_paise), 0) from order_items i where i.order_id = o.id)
           or o.total_paise <> o.subtotal_paise - o.discount_paise + o.shipping_paise) as "totalsWrong",
      (select count(*)::int from promo_codes p
        where p.used_count <> (select count(*) from orders o where o.promo_code = p.code and o.order_status <> 'cancelled')) as "promosMiscounted",
      (select count(*)::int from promo_codes p where p.usage_limit is not null and p.used_count > p.usage_limit) as "promosOverLimit"
  `);
  return rows[0]!;
}

export type PgbenchFigures = { transactionsPerSecond: number; latencyMs: number; clients: number };

/** pgbench's select-only run against the same server, with the same number of connections. */
export function pgbenchSelectOnly(binDir: string, port: number, clients = 50): PgbenchFigures {
  const pgbench = path.join(binDir, "pgbench");
  const common = ["-h", "127.0.0.1", "-p", String(port), "-U", "shop"];
  execFileSync(path.join(binDir, "createdb"), [...common, "pgbench"], { stdio: "ignore" });
  execFileSync(pgbench, [...common, "-i", "-s", "10", "-q", "pgbench"], { stdio: "ignore" });
  const output = execFileSync(pgbench, [...common, "-S", "-c", String(clients), "-j", "2", "-T", "10", "pgbench"], { encoding: "utf8" });
  const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(output)?.[1] ?? Number.NaN);
  return { transactionsPerSecond: Math.round(tps), latencyMs: latency, clients };
}
