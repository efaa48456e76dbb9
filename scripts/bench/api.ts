import { execFileSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { BENCH_PROMO } from "./fixtures";
import { load, type BenchUser, type LoadFigures } from "./load";
import { startBareHono } from "./server";

const PRODUCT_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "bundle-1", "bundle-2", "bundle-3", "bundle-4", "bundle-5", "bundle-6"];

// The whole catalogue as JSON (about 6 KB): the route a storefront integration reads.
export const NO_DATABASE_PATH = "/api/catalogue/products";
export const REVIEWS_PATH = "/api/products/1/reviews";

type Target = { url: string; origin: string };

export function noDatabaseRoute(target: Target): Promise<LoadFigures> {
  return load({ name: "no-database route (catalogue read)", ...target, users: [], steps: [{ method: "GET", path: NO_DATABASE_PATH }] });
}

export const BARE_HONO_NAME = "bare Hono on @hono/node-server, the same answer (ceiling)";

/**
 * The no-database route against the framework's ceiling: bare Hono answering the very bytes this
 * route answered. Alternated, two rounds each, the better round of each kept, so a burst of other
 * work on the machine hits both alike.
 */
export async function noDatabaseAgainstBareHono(target: Target): Promise<{ noDatabase: LoadFigures; bare: LoadFigures }> {
  const answer = await fetch(`${target.url}${NO_DATABASE_PATH}`, { headers: { accept: "application/json" } });
  if (!answer.ok) throw new Error(`${NO_DATABASE_PATH} answered ${answer.status}`);
  const bare = await startBareHono({ body: new Uint8Array(await answer.arrayBuffer()), contentType: answer.headers.get("content-type") ?? "application/json" });
  try {
    const bareRuns: LoadFigures[] = [];
    const shopRuns: LoadFigures[] = [];
    for (let round = 0; round < 2; round += 1) {
      bareRuns.push(await load({ name: BARE_HONO_NAME, url: bare.url, origin: bare.origin, users: [], steps: [{ method: "GET", path: NO_DATABASE_PATH }] }));
      shopRuns.push(await noDatabaseRoute(target));
    }
    const best = (runs: LoadFigures[]) => runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
    return { noDatabase: best(shopRuns), bare: best(bareRuns) };
  } finally {
    await bare.stop();
  }
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

export type OrderFigures = LoadFigures & { ordersPerSecond: number; orders: number };

/** Each connection, as its own user, refills its cart with one item and places an order, in a loop. */
export async function placeOrders(target: Target, users: BenchUser[], db: Database, { seconds = 10, name = "signed in: place an order (each preceded by an add to cart)" } = {}): Promise<OrderFigures> {
  // The add-to-cart run before this one filled these shoppers' carts far past the cash-on-delivery
  // limit, which would refuse every order: each starts this run with an empty cart.
  await db.execute(sql`delete from cart_items where user_id in (${sql.join(users.map((user) => sql`${user.userId}`), sql`, `)})`);
  const before = await countOrders(db);
  const figures = await load({
    name,
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
  // Requests autocannon left unanswered at the end are still placing orders: the next run starts
  // once they have, or one of them would take the cart a new request has just filled.
  for (let last = -1, now = await countOrders(db); now !== last; last = now, now = await countOrders(db)) await new Promise((resolve) => setTimeout(resolve, 500));
  return { ...figures, orders, ordersPerSecond: Math.round(orders / seconds) };
}

/** The environment of the ceiling run's server: orders issue their documents, but no PDF is drawn after them. */
export const NO_DRAWING_ENV = { BENCH_SKIP_DOCUMENT_DRAWING: "true" };

/** The better of several runs by req/s: alternated runs of two things keep the better round of each, so a burst of other work on the host hits both alike. */
const best = <T extends LoadFigures>(runs: T[]) => runs.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

/**
 * Placing orders on the shop's server (each invoice's PDF drawn after its order) against a server
 * started with NO_DRAWING_ENV, which draws none: the ceiling. A short run warms the new process
 * first, as the shop's server was warmed by the runs before; then two rounds of each, alternated,
 * the better round of each kept.
 */
export async function placeOrdersAgainstCeiling(shop: Target, noDrawing: Target, users: BenchUser[], db: Database): Promise<{ orders: OrderFigures; ordersWithoutDrawing: OrderFigures }> {
  await placeOrders(noDrawing, users, db, { seconds: 3 });
  const drawn: OrderFigures[] = [];
  const undrawn: OrderFigures[] = [];
  for (let round = 0; round < 2; round += 1) {
    undrawn.push(await placeOrders(noDrawing, users, db, { name: "signed in: place an order, no PDF drawn (ceiling; BENCH_SKIP_DOCUMENT_DRAWING)" }));
    drawn.push(await placeOrders(shop, users, db));
  }
  const byOrders = (runs: OrderFigures[]) => runs.reduce((a, b) => (b.orders > a.orders ? b : a));
  return { orders: byOrders(drawn), ordersWithoutDrawing: byOrders(undrawn) };
}

/** The reviews page and the cart read, alternated, two rounds each, the better round of each kept. */
export async function reviewsAgainstCartRead(target: Target, users: BenchUser[]): Promise<{ reviews: LoadFigures; cartRead: LoadFigures }> {
  const reviews: LoadFigures[] = [];
  const carts: LoadFigures[] = [];
  for (let round = 0; round < 2; round += 1) {
    reviews.push(await reviewsPage(target));
    carts.push(await cartRead(target, users));
  }
  return { reviews: best(reviews), cartRead: best(carts) };
}

/**
 * A cart read alone, then the same (50 connections) while an order run goes on beside it, each
 * invoice's PDF drawn: the p99 alone is taken just before, so both come from the same minutes.
 */
export async function cartReadDuringOrders(target: Target, users: BenchUser[], db: Database): Promise<{ alone: LoadFigures; cartRead: LoadFigures; orders: OrderFigures }> {
  const alone = await load({ name: "signed in: read the cart, just before the order run beside it", ...target, users, steps: [{ method: "GET", path: "/api/cart" }] });
  const [cartRead, orders] = await Promise.all([
    load({ name: "signed in: read the cart, during an order run", ...target, users, steps: [{ method: "GET", path: "/api/cart" }] }),
    placeOrders(target, users, db, { name: "signed in: place an order, beside the cart reads" }),
  ]);
  return { alone, cartRead, orders };
}

async function countOrders(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`);
  return rows[0]!.n;
}

export type Invariants = { orders: number; ordersWithoutItems: number; totalsWrong: number; promosMiscounted: number; promosOverLimit: number; ordersWithoutInvoice: number; invoiceNumberGaps: number };

/** What must hold after the order run, checked in SQL over every order. */
export async function checkInvariants(db: Database): Promise<Invariants> {
  const { rows } = await db.execute<Invariants>(sql`
    select
      (select count(*)::int from orders) as "orders",
      (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as "ordersWithoutItems",
      (select count(*)::int from orders o
        where o.subtotal_paise <> (select coalesce(sum(i.subtotal_paise), 0) from order_items i where i.order_id = o.id)
           or o.total_paise <> o.subtotal_paise - o.discount_paise - o.rewards_paise + o.shipping_paise - o.round_off_paise) as "totalsWrong",
      -- Orders the bench's fixtures wrote straight to the tables (the growth run) have no invoice: only placed ones count.
      (select count(*)::int from orders o where o.order_number not like 'ORD-BENCH-%'
        and not exists (select 1 from tax_documents d where d.order_id = o.id and d.kind = 'invoice')) as "ordersWithoutInvoice",
      (select coalesce(sum(n.last_number - n.issued), 0)::int from (
        select c.last_number, (select count(*) from tax_documents d where d.kind = c.series and d.financial_year = c.financial_year) as issued
        from invoice_counters c) n) as "invoiceNumberGaps",
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
