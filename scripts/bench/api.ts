import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { BENCH_PROMO } from "./fixtures";
import { load, type BenchUser, type LoadFigures } from "./load";
import { startBareHono } from "./server";

const PRODUCT_IDS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "bundle-1", "bundle-2", "bundle-3", "bundle-4", "bundle-5", "bundle-6"];
// The whole catalogue as JSON (about 6 KB): the route a storefront integration reads.
const NO_DATABASE_PATH = "/api/catalogue/products";

type Target = { url: string; origin: string };
export type OrderFigures = LoadFigures & { ordersPerSecond: number; orders: number; drawnAfterSeconds: number };

export const noDatabaseRoute = (target: Target) => load({ name: "no-database route (catalogue read)", ...target, users: [], steps: [{ method: "GET", path: NO_DATABASE_PATH }] });
export const reviewsPage = (target: Target) => load({ name: "public: a product's reviews page", ...target, users: [], steps: [{ method: "GET", path: "/api/products/1/reviews" }] });
export const cartRead = (target: Target, users: BenchUser[], name = "signed in: read the cart") => load({ name, ...target, users, steps: [{ method: "GET", path: "/api/cart" }] });
export const applyPromo = (target: Target, users: BenchUser[]) =>
  load({ name: "signed in: apply a promo code", ...target, users, steps: [{ method: "POST", path: "/api/promo/apply", body: () => ({ code: "LAUNCH10" }) }] });
export function addToCart(target: Target, users: BenchUser[]): Promise<LoadFigures> {
  let n = 0;
  return load({ name: "signed in: add to cart", ...target, users, steps: [{ method: "POST", path: "/api/cart/items", body: () => ({ productId: PRODUCT_IDS[n++ % PRODUCT_IDS.length] }) }] });
}

/**
 * Two runs alternated, two rounds each, the better round of each kept (by `score`): a burst of
 * other work on the host hits both alike, so their ratio is one of the same minutes.
 */
async function alternated<A extends LoadFigures, B extends LoadFigures>(a: () => Promise<A>, b: () => Promise<B>, score = (f: LoadFigures) => f.requestsPerSecond): Promise<[A, B]> {
  const runs: [A[], B[]] = [[], []];
  for (let round = 0; round < 2; round += 1) {
    runs[0].push(await a());
    runs[1].push(await b());
  }
  const best = <T extends LoadFigures>(of: T[]) => of.reduce((x, y) => (score(y) > score(x) ? y : x));
  return [best(runs[0]), best(runs[1])];
}

/** The no-database route against the framework's ceiling: bare Hono answering the very bytes this route answered. */
export async function noDatabaseAgainstBareHono(target: Target): Promise<{ noDatabase: LoadFigures; bare: LoadFigures }> {
  const answer = await fetch(`${target.url}${NO_DATABASE_PATH}`, { headers: { accept: "application/json" } });
  if (!answer.ok) throw new Error(`${NO_DATABASE_PATH} answered ${answer.status}`);
  const server = await startBareHono({ body: new Uint8Array(await answer.arrayBuffer()), contentType: answer.headers.get("content-type") ?? "application/json" });
  try {
    const name = "bare Hono on @hono/node-server, the same answer (ceiling)";
    const [bare, noDatabase] = await alternated(() => load({ name, url: server.url, origin: server.origin, users: [], steps: [{ method: "GET", path: NO_DATABASE_PATH }] }), () => noDatabaseRoute(target));
    return { noDatabase, bare };
  } finally {
    await server.stop();
  }
}

/** The reviews page and the cart read, alternated. */
export async function reviewsAgainstCartRead(target: Target, users: BenchUser[]): Promise<{ reviews: LoadFigures; cartRead: LoadFigures }> {
  const [reviews, read] = await alternated(() => reviewsPage(target), () => cartRead(target, users));
  return { reviews, cartRead: read };
}

const count = async (db: Database, table: "orders" | "tax_documents where pdf is null") =>
  (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Each connection, as its own user, refills its cart with one item and places an order, in a loop.
 * The run ends once its orders are placed and (`drawing`) their PDFs stored, so no run pays for
 * the one before; `drawnAfterSeconds` says how long the PDFs took after the run.
 */
export async function placeOrders(target: Target, users: BenchUser[], db: Database, { seconds = 10, drawing = true, name = "signed in: place an order (each preceded by an add to cart)" } = {}): Promise<OrderFigures> {
  // The add-to-cart run filled these carts past the cash-on-delivery limit: each starts empty.
  await db.execute(sql`delete from cart_items where user_id in (${sql.join(users.map((user) => sql`${user.userId}`), sql`, `)})`);
  const [before, undrawn] = [await count(db, "orders"), await count(db, "tax_documents where pdf is null")];
  const figures = await load({
    name,
    ...target,
    users,
    seconds,
    steps: [
      { method: "POST", path: "/api/cart/items", body: () => ({ productId: "1" }) },
      { method: "POST", path: "/api/orders", body: (user) => ({ addressId: user.addressId, paymentMethod: "cod", promoCode: BENCH_PROMO, participateLuckyDraw: true, idempotencyKey: crypto.randomUUID() }) },
    ],
  });
  const ended = Date.now();
  const orders = (await count(db, "orders")) - before;
  // Orders autocannon left unanswered are still being placed: the next run starts once they are, or one would take a cart it has just filled.
  for (let last = -1, now = orders; now !== last; last = now, now = await count(db, "orders")) await sleep(500);
  for (const deadline = Date.now() + 300_000; drawing && (await count(db, "tax_documents where pdf is null")) > undrawn; await sleep(250)) {
    if (Date.now() > deadline) throw new Error(`${name}: PDFs still undrawn 5 minutes after the run`);
  }
  return { ...figures, orders, ordersPerSecond: Math.round(orders / seconds), drawnAfterSeconds: drawing ? (Date.now() - ended) / 1000 : 0 };
}

/** The environment of the ceiling run's server: orders issue their documents, but no PDF is drawn after them. */
export const NO_DRAWING_ENV = { BENCH_SKIP_DOCUMENT_DRAWING: "true" };

/** Orders on the shop's server (each invoice's PDF drawn after its order) against one started with NO_DRAWING_ENV, alternated; a short run warms the new process first. */
export async function placeOrdersAgainstCeiling(shop: Target, noDrawing: Target, users: BenchUser[], db: Database): Promise<{ orders: OrderFigures; ordersWithoutDrawing: OrderFigures }> {
  await placeOrders(noDrawing, users, db, { seconds: 3, drawing: false });
  const [ordersWithoutDrawing, orders] = await alternated(
    () => placeOrders(noDrawing, users, db, { drawing: false, name: "signed in: place an order, no PDF drawn (ceiling; BENCH_SKIP_DOCUMENT_DRAWING)" }),
    () => placeOrders(shop, users, db),
    (f) => (f as OrderFigures).orders,
  );
  return { orders, ordersWithoutDrawing };
}

/** A cart read alone and beside an order run (each invoice's PDF drawn), alternated: the p99s are of the same minutes. */
export async function cartReadDuringOrders(target: Target, users: BenchUser[], db: Database): Promise<{ alone: LoadFigures; cartRead: LoadFigures; orders: OrderFigures }> {
  const beside = async () => {
    const [during, orders] = await Promise.all([cartRead(target, users, "signed in: read the cart, during an order run"), placeOrders(target, users, db, { name: "signed in: place an order, beside the cart reads" })]);
    return { ...during, orders };
  };
  const lowP99 = (f: LoadFigures) => -f.p99Ms;
  const [alone, { orders, ...during }] = await alternated(() => cartRead(target, users, "signed in: read the cart, alone, between the order runs beside it"), beside, lowP99);
  return { alone, cartRead: during, orders };
}

export type Invariants = { orders: number; ordersWithoutItems: number; totalsWrong: number; promosMiscounted: number; promosOverLimit: number; ordersWithoutInvoice: number; invoiceNumberGaps: number };

/** What must hold after the order runs, checked in SQL over every order. */
export async function checkInvariants(db: Database): Promise<Invariants> {
  const { rows } = await db.execute<Invariants>(sql`
    select
      (select count(*)::int from orders) as "orders",
      (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as "ordersWithoutItems",
      (select count(*)::int from orders o
        where o.subtotal_paise <> (select coalesce(sum(i.subtotal_paise), 0) from order_items i where i.order_id = o.id)
           or o.total_paise <> o.subtotal_paise - o.discount_paise - o.rewards_paise + o.shipping_paise - o.round_off_paise) as "totalsWrong",
      -- Orders the growth run wrote straight to the tables have no invoice: only placed ones count.
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
