import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { outgoingEmails } from "~/server/db/schema/emails";
import { createTestApp } from "~/server/test/app";
import { confirmIfWaiting, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { waitFor } from "~/server/test/mail";
import { ABANDONED_AFTER_MINUTES, ABANDONED_MESSAGE, failAbandonedEmails } from "./delivery";
import { loadEnv } from "~/server/env";
import { JOB_EXPIRY_SECONDS, QUEUE } from "./queue";
import { OFF_REQUEST_PATH, setUpOnce } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { startFakeSmtp } from "~/server/test/smtp";
import { signUpStaff } from "~/server/test/users";

// Every message is queued with its change and delivered with retries over real SMTP to a server that goes down and comes back.

describe("e-mail while the mail server is down", () => {
  const smtp = setUpOnce(() => startFakeSmtp(), (server) => server.stop());
  // Plenty of retries: this file is about an outage that ends, not about giving up.
  const shop = setUpOnce(() => createTestApp({ env: { SMTP_URL: smtp.url, EMAIL_RETRY_LIMIT: "20" } }), (app) => app.close());

  const rowsOf = (ids: string[]) => shop.db.select().from(outgoingEmails).where(inArray(outgoingEmails.id, ids));

  it("keeps every message through the outage and delivers each exactly once when the server is back", async () => {
    const staff = await signUpStaff(shop);
    const before = (await shop.db.select({ id: outgoingEmails.id }).from(outgoingEmails)).map((row) => row.id);
    await smtp.stop();

    // Two orders, one moved to shipped by staff, and a password reset: all while SMTP is down.
    const placed = [];
    for (const products of [["1"], ["3", "4"]]) {
      const { user, address } = await shopperWithCart(shop, products);
      const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
      expect(response.status).toBe(201);
      placed.push({ user, order: (await response.json()).order });
    }
    const [first] = placed;
    await confirmIfWaiting(shop, staff, first!.order.id);
    for (const status of ["processing", "shipped"] as const) expect((await moveOrderRequest(shop, staff, first!.order.id, status)).status).toBe(200);
    const reset = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: placed[1]!.user.email } });
    expect(reset.status).toBe(200);

    // The reset request is answered before better-auth writes its token and queues the e-mail.
    const newRows = async () => (await shop.db.select().from(outgoingEmails)).filter((row) => !before.includes(row.id));
    await vi.waitFor(async () => expect(await newRows()).toHaveLength(4), OFF_REQUEST_PATH);
    const queued = await newRows();
    expect(queued.map((row) => row.kind).sort()).toEqual(["order_confirmation", "order_confirmation", "order_status", "password_reset"]);
    const ids = queued.map((row) => row.id);

    // Each one is tried and fails, and stays queued for a retry with what went wrong.
    await waitFor(async () => (await rowsOf(ids)).every((row) => row.attempts >= 1 && row.lastError), shop.emails, 15_000, "a first failed attempt of each message");
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({ status: "queued", sentAt: null });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
    }
    expect(smtp.received).toEqual([]);

    await smtp.start();
    await waitFor(async () => (await rowsOf(ids)).every((row) => row.status === "sent"), shop.emails, 20_000, "every message sent");

    const sent = await rowsOf(ids);
    for (const row of sent) {
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.lastError).toBeNull();
      expect(row.sentAt).toBeInstanceOf(Date);
      const copies = smtp.received.filter((mail) => mail.messageId === `<${row.id}@localhost>`);
      expect(copies).toEqual([{ to: [row.recipient], subject: row.subject, messageId: `<${row.id}@localhost>` }]);
    }
    expect(smtp.received).toHaveLength(ids.length);
    // A reset link is erased from the table once it is sent; other messages keep their text.
    expect(sent.find((row) => row.kind === "password_reset")!.textBody).toBe("");
    expect(sent.find((row) => row.kind === "order_status")!.textBody).toContain("is on its way");
  });

  it("does not send a message again when its job runs again after the send (a lost completion)", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    expect((await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).status).toBe(201);
    const [email] = await shop.db.select().from(outgoingEmails).where(eq(outgoingEmails.recipient, user.email));
    await waitFor(async () => smtp.received.some((mail) => mail.to.includes(user.email)), shop.emails, 10_000, "the confirmation delivered");

    // As if the worker crashed after sending and pg-boss handed the job out again.
    await shop.db.transaction((tx) => shop.emails.requeue(tx, email!.id));
    const jobStates = () =>
      shop.db.execute<{ state: string }>(sql`select state from pgboss.job where name = 'email-delivery' and data->>'emailId' = ${email!.id}`);
    await waitFor(async () => (await jobStates()).rows.every((row) => row.state === "completed"), shop.emails, 10_000, "both jobs completed");
    expect((await jobStates()).rows).toHaveLength(2);
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
    const [after] = await shop.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, email!.id));
    expect(after).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("sends again within a minute, once, a message whose process died while delivering it", async () => {
    const [row] = await shop.db.insert(outgoingEmails).values({ kind: "order_status", recipient: `interrupted-${Date.now()}@example.com`, subject: "Your order", textBody: "On its way" }).returning();
    // Its worker's process died the moment it took the job, one expiry ago, with production's default retry delay.
    const { EMAIL_RETRY_DELAY_SECONDS: retryDelay } = loadEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(32), DATABASE_URL: "postgres://unused" });
    const [{ startedOn }] = (
      await shop.db.execute<{ startedOn: string }>(sql`
        insert into pgboss.job (name, data, state, started_on, retry_limit, retry_delay, retry_backoff, expire_in)
        values (${QUEUE}, ${JSON.stringify({ emailId: row!.id })}::jsonb, 'active', now() - make_interval(secs => ${JOB_EXPIRY_SECONDS}), 10, ${retryDelay}, true, make_interval(secs => ${JOB_EXPIRY_SECONDS}))
        returning started_on as "startedOn"`)
    ).rows as [{ startedOn: string }];
    const messageId = `<${row!.id}@localhost>`;
    await waitFor(async () => smtp.received.some((mail) => mail.messageId === messageId), shop.emails, 60_000, "the interrupted message delivered");
    expect(Date.now() - new Date(startedOn).getTime()).toBeLessThan(60_000);
    const [after] = await rowsOf([row!.id]);
    expect(after).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.received.filter((mail) => mail.messageId === messageId)).toHaveLength(1);
  }, 90_000);

  it("marks failed, for staff to resend, a message whose job ended without an answer; never one still waiting for a try", async () => {
    const written = async (minutesAgo: number, withJob: boolean) => {
      const [row] = await shop.db
        .insert(outgoingEmails)
        .values({ kind: "order_status", recipient: `abandoned-${minutesAgo}-${withJob}@example.com`, subject: "Your order", textBody: "On its way", createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .returning();
      // A job that waits for its retry far ahead, as a backoff would leave it.
      if (withJob) await shop.db.execute(sql`insert into pgboss.job (name, data, state, start_after) values (${QUEUE}, ${JSON.stringify({ emailId: row!.id })}::jsonb, 'retry', now() + interval '1 hour')`);
      return row!.id;
    };
    const abandoned = await written(ABANDONED_AFTER_MINUTES + 5, false);
    const retrying = await written(ABANDONED_AFTER_MINUTES + 5, true);
    const recent = await written(1, false);

    expect(await failAbandonedEmails(shop.db, QUEUE)).toBe(1);
    const rows = await rowsOf([abandoned, retrying, recent]);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [abandoned]: "failed", [retrying]: "queued", [recent]: "queued" });
    expect(rows.find((row) => row.id === abandoned)!.lastError).toBe(ABANDONED_MESSAGE);
  });
});
