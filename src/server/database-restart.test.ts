import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { onPostgres } from "./test/database";
import { sampleAddress } from "./test/shopper";
import { spawnServer, startServer, waitForHealth, type StartedServer } from "./test/server-process";
import { startFakeSmtp, type FakeSmtp } from "./test/smtp";
import type { TestUser } from "./test/users";

// A fault test (PostgreSQL only): two workers, backends terminated under load, then PostgreSQL stopped for a while.
// Shoppers may get 503, never a 500 or a refused connection; no worker dies; orders whole or absent; e-mails arrive once.

type Answer = { status: number | "refused"; at: number; what: "cart" | "order" | "catalogue" };
type Shopper = { user: TestUser; addressId: string };

let cluster: Awaited<ReturnType<typeof startPostgres>>;
let smtp: FakeSmtp;
let server: StartedServer;
let workersAtStart: number[] = [];
const shoppers: Shopper[] = [];
const answers: Answer[] = [];
/** When the current load was asked to stop. */
let loadStopAskedAt = Infinity;
/** Idempotency keys whose order was answered 201, by shopper e-mail. */
const placed = new Map<string, Set<string>>();

async function sql(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The process ids of `pid`'s children. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).trim().split("\n").filter(Boolean).map(Number).sort();
  } catch {
    return [];
  }
}

/** One request as the shop's pages send it; a refused or reset connection is an answer too. */
async function call(what: Answer["what"], method: string, url: string, shopper: Shopper | null, body?: unknown): Promise<{ status: number | "refused"; json: unknown }> {
  let status: number | "refused";
  let json: unknown = null;
  try {
    const response = await server.request(method, url, { cookie: shopper?.user.cookie, body });
    status = response.status;
    json = await response.json().catch(() => null);
  } catch {
    status = "refused";
  }
  answers.push({ status, at: Date.now(), what });
  return { status, json };
}

/** A shopper who keeps buying, pressing Place Order again with the same key after a 503, until `done`; stops only between orders. */
async function keepBuying(shopper: Shopper, done: () => boolean) {
  while (!done()) {
    const added = await call("cart", "POST", "/api/cart/items", shopper, { productId: "1" });
    if (added.status !== 200) {
      await sleep(200);
      continue;
    }
    const key = randomUUID();
    for (;;) {
      // A shop that never recovers fails the test instead of keeping this shopper pressing for ever.
      if (done() && Date.now() - loadStopAskedAt > 20_000) break;
      const order = await call("order", "POST", "/api/orders", shopper, { addressId: shopper.addressId, idempotencyKey: key, paymentMethod: "cod", participateLuckyDraw: false });
      if (order.status === 201 || order.status === 200) {
        placed.get(shopper.user.email)!.add(key);
        break;
      }
      if (order.status !== 503) break;
      await sleep(200);
    }
  }
}

/** A visitor reading the catalogue now and then, who needs no session. */
async function keepBrowsing(done: () => boolean) {
  while (!done()) {
    await call("catalogue", "GET", "/api/catalogue/products", null);
    await sleep(100);
  }
}

/** Load while `during` runs: every shopper buying, one visitor browsing. */
async function underLoad(during: () => Promise<void>) {
  let stop = false;
  loadStopAskedAt = Infinity;
  const load = Promise.all([...shoppers.map((shopper) => keepBuying(shopper, () => stop)), keepBrowsing(() => stop)]);
  try {
    await during();
  } finally {
    stop = true;
    loadStopAskedAt = Date.now();
    await load;
  }
}

beforeAll(async () => {
  if (!onPostgres) return;
  // A cluster of its own: stopping the one the other test files share would fail them.
  cluster = await startPostgres();
  smtp = await startFakeSmtp();
  server = await startServer({
    DATABASE_URL: cluster.url,
    BETTER_AUTH_SECRET: "database-restart-secret-at-least-32-characters",
    WEB_CONCURRENCY: "2",
    DB_POOL_MAX: "4",
    SMTP_URL: smtp.url,
    EMAIL_RETRY_DELAY_SECONDS: "1",
    TRUST_PROXY: "true",
  });
  // Both workers have started listening once each has answered: the port is shared, so ask until two pids serve.
  for (const deadline = Date.now() + 30_000; childrenOf(server.child.pid!).length < 2 && Date.now() < deadline; ) await sleep(200);
  workersAtStart = childrenOf(server.child.pid!);
  // Stock enough for every order of the test: a refusal for want of it is not what is tested here.
  await sql("update catalogue_sizes set stock_on_hand = null where id = '1'");
  shoppers.push(
    ...(await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const user = await server.signUp({ email: `restart-${index}-${randomUUID()}@example.com` });
        const { address } = await (await server.api(user).addresses.$post({ json: sampleAddress })).json();
        return { user, addressId: address.id };
      }),
    )),
  );
  for (const { user } of shoppers) placed.set(user.email, new Set());
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  expect(await server.stop()).toBe(0);
  await smtp.stop();
  cluster.stop();
});

describe.skipIf(!onPostgres)("the shop riding out a database restart (two workers, PostgreSQL)", () => {
  it("answers 2xx or 503 while the shop's busy backends are terminated during orders", async () => {
    const since = Date.now();
    let terminated = 0;
    await underLoad(async () => {
      const deadline = Date.now() + 20_000;
      while (terminated < 5 && Date.now() < deadline) {
        const rows = await sql(`select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
            and state in ('active', 'idle in transaction')`);
        terminated += rows.filter((row) => row.ok).length;
        await sleep(20);
      }
      // Orders go on after the last cut.
      await sleep(1_000);
    });
    expect(terminated).toBeGreaterThanOrEqual(5);
    const seen = answers.filter((answer) => answer.at >= since);
    expect(seen.filter((answer) => answer.status !== 503 && (answer.status === "refused" || answer.status >= 300))).toEqual([]);
    expect(seen.filter((answer) => answer.what === "order" && (answer.status === 201 || answer.status === 200)).length).toBeGreaterThan(0);
  }, 60_000);

  it("answers 2xx or 503 through 10 s of PostgreSQL stopped under load, and takes orders again by itself", async () => {
    const since = Date.now();
    let stoppedAt = 0;
    let backAt = 0;
    await underLoad(async () => {
      await sleep(1_000);
      stoppedAt = Date.now();
      cluster.halt();
      await sleep(10_000);
      cluster.resume();
      backAt = Date.now();
      await expect
        .poll(() => answers.some((answer) => answer.what === "order" && answer.at > backAt && answer.status === 201), { timeout: 30_000, interval: 100 })
        .toBe(true);
      await sleep(1_000);
    });
    const seen = answers.filter((answer) => answer.at >= since);
    expect(seen.filter((answer) => answer.status !== 503 && (answer.status === "refused" || answer.status >= 300))).toEqual([]);
    const unavailable = seen.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    const firstOrderBack = seen.find((answer) => answer.what === "order" && answer.at > backAt && answer.status === 201)!;
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    // The figures of docs/decisions/045, printed for the record.
    console.warn(
      `PostgreSQL stopped ${seconds(backAt - stoppedAt)} s: 503 from ${seconds(unavailable[0]!.at - stoppedAt)} s to ${seconds(unavailable.at(-1)!.at - stoppedAt)} s after the stop ` +
        `(${seconds(unavailable.at(-1)!.at - unavailable[0]!.at)} s of 503, ${unavailable.length} answers); first order ${seconds(firstOrderBack.at - backAt)} s after PostgreSQL was back`,
    );
    // No refusal outlasts the outage by much: the shop recovers by itself, without a restart.
    expect(unavailable.at(-1)!.at - backAt).toBeLessThan(10_000);
  }, 90_000);

  it("lost no worker, left every order whole or absent, and sends every e-mail exactly once", async () => {
    expect(server.child.exitCode).toBeNull();
    expect(childrenOf(server.child.pid!)).toEqual(workersAtStart);
    expect(server.stderr()).not.toContain("stopped unexpectedly");

    const emails = shoppers.map((shopper) => shopper.user.email);
    const orders = await sql(
      `select o.id, u.email, o.idempotency_key as key,
              (select count(*)::int from order_items i where i.order_id = o.id) as lines,
              (select count(*)::int from tax_documents d where d.order_id = o.id and d.kind = 'invoice') as invoices
       from orders o join users u on u.id = o.user_id where u.email = any($1)`,
      [emails],
    );
    // Whole: every order has its lines and its invoice. Absent: none but those answered 201.
    expect(orders.filter((order) => order.lines < 1 || order.invoices !== 1)).toEqual([]);
    for (const email of emails) {
      expect(orders.filter((order) => order.email === email).map((order) => order.key).sort()).toEqual([...placed.get(email)!].sort());
    }

    // Every message written for these shoppers reaches the mail server once: one per Message-ID.
    const written = await sql("select id, kind from outgoing_emails where recipient = any($1)", [emails]);
    expect(written.filter((email) => email.kind === "order_confirmation")).toHaveLength(orders.length);
    const host = new URL(process.env.PUBLIC_URL ?? "http://localhost").hostname;
    const ours = () => smtp.received.filter((mail) => emails.includes(mail.to[0]!));
    await expect.poll(() => ours().length, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(written.length);
    // A little longer: a second delivery of any of them would show now.
    await sleep(3_000);
    const messageIds = ours().map((mail) => mail.messageId);
    expect(messageIds.length).toBe(written.length);
    expect(new Set(messageIds)).toEqual(new Set(written.map((email) => `<${email.id}@${host}>`)));
    const statuses = await sql("select status, count(*)::int as n from outgoing_emails where recipient = any($1) group by status", [emails]);
    expect(statuses).toEqual([{ status: "sent", n: written.length }]);
  }, 90_000);

  it("starts a server while PostgreSQL is down: it waits for the database, then serves, where it used to exit", async () => {
    cluster.halt();
    let late: Awaited<ReturnType<typeof spawnServer>>;
    try {
      late = await spawnServer({ DATABASE_URL: cluster.url, BETTER_AUTH_SECRET: "database-restart-secret-at-least-32-characters", LOG_LEVEL: "warn" });
      for (const deadline = Date.now() + 45_000; !late.stderr().includes("waiting for the database") && late.child.exitCode === null && Date.now() < deadline; ) await sleep(200);
      expect(late.stderr()).toContain("waiting for the database to answer before starting");
      // Still waiting a while later, not gone.
      await sleep(1_000);
      expect(late.child.exitCode).toBeNull();
    } finally {
      cluster.resume();
    }
    await waitForHealth(`${late.base}/api/health`, late.child, 60);
    late.child.kill("SIGTERM");
    expect(await late.exited).toBe(0);
  }, 120_000);
});
