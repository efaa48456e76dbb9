import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres } from "../../scripts/lib/postgres.mjs";
import { customerDocumentHref } from "~/shared/invoice";
import { authEndpoints } from "./modules/auth/endpoints";
import { newKey } from "./test/checkout";
import { sampleAddress } from "./test/shopper";
import { startServer, waitForHealth, type StartedServer } from "./test/server-process";
import { startFakeSmtp, type FakeSmtp } from "./test/smtp";

// Two real server processes start at once on one fresh PostgreSQL database: nothing either keeps in memory may decide
// what the other does (the PGlite run starts a throwaway cluster).

let cluster: { url: string; stop: () => void } | undefined;
let smtp: FakeSmtp;
let databaseUrl = "";
const servers: StartedServer[] = [];
let a: StartedServer;
/** Unique across both processes (each counts its own sign-ups). */
const someone = () => ({ email: `two-${randomUUID()}@example.com` });
let b: StartedServer;

async function sql(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    cluster = await startPostgres();
    adminUrl = cluster.url;
  }
  const name = `two_processes_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  smtp = await startFakeSmtp();
  // Both at once on the empty database: the migrations take turns. Both deliver e-mail.
  const env = { DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: "two-processes-secret-at-least-32-characters", DB_POOL_MAX: "5", SMTP_URL: smtp.url, EMAIL_RETRY_DELAY_SECONDS: "1", TRUST_PROXY: "true", PAYMENT_SWEEP_SECONDS: "1" };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  servers.push(a, b);
}, 180_000);

afterAll(async () => {
  const exitCodes = await Promise.all(servers.map((server) => server.stop()));
  expect(exitCodes).toEqual(servers.map(() => 0));
  await smtp.stop();
  cluster?.stop();
});

describe("two server processes on one database", () => {
  it("both started on the empty database and migrated it once", async () => {
    expect(a.port).not.toBe(b.port);
    const applied = await sql("select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations");
    expect(applied[0].n).toBeGreaterThan(0);
    expect(applied[0].n).toBe(applied[0].distinct_n);
    expect(a.stderr() + b.stderr()).toBe("");
  });

  it("a shopper signed in on one carries on on the other", async () => {
    const shopper = await a.signUp(someone());
    const added = await b.api(shopper).cart.items.$post({ json: { productId: "1" } });
    expect(added.status).toBe(200);
    const cart = await (await a.api(shopper).cart.$get()).json();
    expect(cart.lines.map((line) => line.productId)).toEqual(["1"]);
    const signOut = await b.request("POST", "/api/auth/sign-out", { cookie: shopper.cookie, body: {} });
    expect(signOut.status).toBe(200);
    expect((await a.api(shopper).cart.$get()).status).toBe(401);
  });

  it("counts one client's sign-in failures on both processes against one limit", async () => {
    const shopper = await b.signUp(someone());
    const limit = authEndpoints["POST /sign-in/email"]!.byAddressAndEmail!.max;
    const from = "203.0.113.39";
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const server = attempt % 2 ? a : b;
      const wrong = await server.request("POST", "/api/auth/sign-in/email", { from, body: { email: shopper.email, password: `wrong-guess-${attempt}` } });
      expect(wrong.status).toBe(401);
    }
    for (const server of [a, b]) {
      const right = await server.request("POST", "/api/auth/sign-in/email", { from, body: { email: shopper.email, password: shopper.password } });
      expect(right.status).toBe(429);
    }
  });

  it("never lets a promo code's usage limit be passed, whichever process takes the orders", async () => {
    await sql("insert into promo_codes (code, discount_type, discount_value, usage_limit) values ('TWOPROC', 'fixed', 5000, 3)");
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const server = index % 2 ? a : b;
        const user = await server.signUp(someone());
        await server.api(user).cart.items.$post({ json: { productId: "1" } });
        const { address } = await (await server.api(user).addresses.$post({ json: sampleAddress })).json();
        return { user, addressId: address.id, server: index % 3 ? a : b };
      }),
    );
    const answers = await Promise.all(
      shoppers.map(({ user, addressId, server }) =>
        server.api(user).orders.$post({ json: { addressId, promoCode: "TWOPROC", idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } }),
      ),
    );
    const statuses: number[] = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true);
    const [promo] = await sql("select used_count from promo_codes where code = 'TWOPROC'");
    expect(promo.used_count).toBe(3);
    const [orders] = await sql("select count(*)::int as n from orders o join promo_codes p on p.id = o.promo_code_id where p.code = 'TWOPROC'");
    expect(orders.n).toBe(3);
  });

  it("numbers the invoices of orders placed at once on both processes with no gap and no duplicate", async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const server = index % 2 ? a : b;
        const user = await server.signUp(someone());
        await server.api(user).cart.items.$post({ json: { productId: index % 3 ? "3" : "5" } });
        const { address } = await (await server.api(user).addresses.$post({ json: sampleAddress })).json();
        return { user, addressId: address.id, server };
      }),
    );
    const [{ before }] = await sql("select count(*)::int as before from tax_documents where kind = 'invoice'");
    const answers = await Promise.all(
      shoppers.map(({ user, addressId, server }) => server.api(user).orders.$post({ json: { addressId, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(shoppers.map(() => 201));
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).order.id));
    const ours = await sql("select sequence from tax_documents where kind = 'invoice' and order_id = any($1) order by sequence", [ids]);
    expect(ours.map((row) => row.sequence)).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
    // Every invoice of the database, earlier tests' too: exactly 1..n.
    const all = await sql("select sequence from tax_documents where kind = 'invoice' order by sequence");
    expect(all.map((row) => row.sequence)).toEqual(Array.from({ length: before + 20 }, (_, index) => index + 1));
    const [{ orders }] = await sql("select count(*)::int as orders from orders");
    expect(orders).toBe(before + 20);
  }, 120_000);
});

describe("a tax document drawn by two processes at once", () => {
  it("is stored once, and both processes serve those bytes (decision 046)", async () => {
    const user = await a.signUp(someone());
    await a.api(user).cart.items.$post({ json: { productId: "3" } });
    const { address } = await (await a.api(user).addresses.$post({ json: sampleAddress })).json();
    const placed = await a.api(user).orders.$post({ json: { addressId: address.id, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    // Once drawn, the PDF is cleared: the next downloads on both processes each find it missing and draw it.
    await expect.poll(async () => (await sql("select pdf is not null as drawn from tax_documents where order_id = $1", [order.id]))[0].drawn, { timeout: 30_000 }).toBe(true);
    await sql("update tax_documents set pdf = null where order_id = $1", [order.id]);
    const href = customerDocumentHref(order.orderNumber, "invoice");
    const download = (server: StartedServer) => fetch(`${server.base}${href}`, { headers: { Cookie: user.cookie, Accept: "application/pdf" } });
    const answers = await Promise.all([download(a), download(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const served = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    const [stored] = await sql("select pdf from tax_documents where order_id = $1 and kind = 'invoice'", [order.id]);
    expect(served.map((pdf) => pdf.equals(stored.pdf))).toEqual([true, true]);
  }, 60_000);
});

/** The process ids of `pid`'s children. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).trim().split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

describe("the e-mail queue shared by two processes", () => {
  it("delivers every confirmation once, whichever process picks it up, after the mail server was down", async () => {
    await smtp.stop();
    const placed: string[] = [];
    for (const [index, server] of [a, b, a, b].entries()) {
      const user = await (index % 2 ? b : a).signUp(someone());
      await server.api(user).cart.items.$post({ json: { productId: "2" } });
      const { address } = await (await server.api(user).addresses.$post({ json: sampleAddress })).json();
      const answer = await server.api(user).orders.$post({ json: { addressId: address.id, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } });
      expect(answer.status).toBe(201);
      placed.push(user.email);
    }
    await smtp.start();
    const received = () => smtp.received.filter((mail) => placed.includes(mail.to[0]!));
    await expect.poll(() => received().length, { timeout: 60_000, interval: 500 }).toBe(placed.length);
    // A little longer: a second delivery of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received().map((mail) => mail.to[0]).sort()).toEqual([...placed].sort());
    expect(new Set(received().map((mail) => mail.messageId)).size).toBe(placed.length);
    const rows = await sql("select status, count(*)::int as n from outgoing_emails where recipient = any($1) group by status", [placed]);
    expect(rows).toEqual([{ status: "sent", n: placed.length }]);
  }, 120_000);

  it("cancels an order that waited past its deadline once, and tells its shopper once, with both processes sweeping", async () => {
    const user = await a.signUp(someone());
    await a.api(user).cart.items.$post({ json: { productId: "2" } });
    const { address } = await (await a.api(user).addresses.$post({ json: sampleAddress })).json();
    const { order } = await (await b.api(user).orders.$post({ json: { addressId: address.id, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } })).json();
    await sql("update orders set awaiting = 'cod_confirmation', awaiting_until = now() - interval '1 minute' where id = $1", [order.id]);
    await expect.poll(async () => (await sql("select order_status from orders where id = $1", [order.id]))[0].order_status, { timeout: 30_000, interval: 250 }).toBe("cancelled");
    const cancelledMail = () => smtp.received.filter((mail) => mail.to[0] === user.email && mail.subject.includes("cancelled"));
    await expect.poll(() => cancelledMail().length, { timeout: 30_000, interval: 250 }).toBe(1);
    // Both processes have swept several times since: a second cancellation or e-mail would show now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(cancelledMail()).toHaveLength(1);
    const events = await sql("select count(*)::int as n from order_events where order_id = $1 and to_status = 'cancelled'", [order.id]);
    expect(events[0].n).toBe(1);
    const notes = await sql("select count(*)::int as n from tax_documents where order_id = $1 and kind = 'credit-note'", [order.id]);
    expect(notes[0].n).toBe(1);
  }, 90_000);
});

describe("one server with several workers (WEB_CONCURRENCY)", () => {
  it("approves a return once when staff press on both processes at once: one credit note and one refund", async () => {
    const shopper = await a.signUp(someone());
    const staff = await b.signUp(someone());
    await sql("update users set role = 'staff' where id = $1", [staff.id]);
    await a.api(shopper).cart.items.$post({ json: { productId: "1" } });
    const { address } = await (await a.api(shopper).addresses.$post({ json: sampleAddress })).json();
    const { order } = await (await a.api(shopper).orders.$post({ json: { addressId: address.id, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } })).json();
    await b.api(staff).admin.orders[":id"]["cod-confirmation"].$post({ param: { id: order.id }, json: { note: "Confirmed on the phone" } });
    for (const toStatus of ["processing", "shipped", "delivered"] as const) {
      const moved = await b.api(staff).admin.orders[":id"].status.$post({ param: { id: order.id }, json: { toStatus, ...(toStatus === "shipped" ? { courier: "Delhivery", trackingNumber: "DLV1234567890" } : {}) } });
      expect(moved.status).toBe(200);
    }
    const [item] = await sql("select id from order_items where order_id = $1", [order.id]);
    const form = new FormData();
    form.set("lines", JSON.stringify([{ orderItemId: item.id, quantity: 1 }]));
    form.set("reason", "missing_item");
    form.set("description", "The box came without the jar.");
    form.set("resolution", "refund");
    const reported = await fetch(`${a.base}/api/returns/orders/${order.orderNumber}`, { method: "POST", body: form, headers: { Origin: a.base, Accept: "application/json", Cookie: shopper.cookie } });
    expect(reported.status).toBe(201);
    const { request } = (await reported.json()) as { request: { id: string } };
    const presses = await Promise.all([a, b, a, b].map((server) => server.api(staff).admin.returns[":id"].approve.$post({ param: { id: request.id }, json: {} })));
    expect(presses.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const [notes] = await sql("select count(*)::int as n from tax_documents where return_request_id = $1", [request.id]);
    const [refunds] = await sql("select count(*)::int as n from refunds where order_id = $1", [order.id]);
    const [audits] = await sql("select count(*)::int as n from audit_log where entity_id = $1 and action = 'return.approve'", [request.id]);
    expect([notes.n, refunds.n, audits.n]).toEqual([1, 1, 1]);
  });

  it("serves from two workers, replaces one that dies, and stops them all cleanly on SIGTERM", async () => {
    const server = await startServer({ DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: "two-processes-secret-at-least-32-characters", WEB_CONCURRENCY: "2", DB_POOL_MAX: "3", METRICS_TOKEN: "cluster-metrics-token-1234", TRUST_PROXY: "true" });
    servers.push(server);
    const primary = server.child.pid!;
    await expect.poll(() => childrenOf(primary).length, { timeout: 30_000 }).toBe(2);
    const [first] = childrenOf(primary);
    process.kill(first!, "SIGKILL");
    await expect.poll(() => childrenOf(primary).filter((pid) => pid !== first).length, { timeout: 30_000 }).toBe(2);
    await waitForHealth(`${server.base}/api/health`, server.child);
    const shopper = await server.signUp(someone());
    expect((await server.api(shopper).cart.$get()).status).toBe(200);
    // Whichever worker answers the scrape, it has the whole server's figures: one failed message counts 1.
    await sql("insert into outgoing_emails (kind, recipient, subject, text_body, status, attempts) values ('order_status', 'gone@example.com', 'Test', 'Test', 'failed', 9)");
    // 503 until the replacement worker has started and can report too.
    const scrape = () => fetch(`${server.base}/metrics`, { headers: { Authorization: "Bearer cluster-metrics-token-1234" } });
    await expect.poll(async () => (await scrape()).status, { timeout: 40_000, interval: 500 }).toBe(200);
    const figures = await (await scrape()).text();
    expect(figures).toMatch(/shop_http_requests_total\{method="GET",route="\/api\/cart",status="200"\} 1\b/);
    expect(figures).toMatch(/shop_db_pool_connections [1-9]/);
    // Figures of the whole database are taken once, not added up per worker.
    expect(figures).toMatch(/^shop_email_queue_depth \d+$/m);
    expect(figures).toMatch(/^shop_email_failed 1$/m);
    const workers = childrenOf(primary);
    expect(await server.stop()).toBe(0);
    expect(workers.filter((pid) => childrenOf(primary).includes(pid))).toEqual([]);
    expect(server.stderr()).toContain("a server worker stopped unexpectedly");
  }, 120_000);
});
