import { setTimeout as delay } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { outgoingEmails } from "../db/schema/emails";
import type { EmailQueue } from "../modules/emails/service";

// E-mail goes out after the request has answered: tests wait for it here instead of sleeping.

/** Resolves once no message is queued (every one sent or failed); fails after `timeoutMs`. */
export async function mailSettled(db: Queryable, emails: EmailQueue, { timeoutMs = 10_000 } = {}): Promise<void> {
  await waitFor(async () => (await db.$count(outgoingEmails, eq(outgoingEmails.status, "queued"))) === 0, emails, timeoutMs, "e-mails still queued");
}

/** Polls `done` (waking the worker each time) until it holds; fails after `timeoutMs` naming `what`. */
export async function waitFor(done: () => Promise<boolean>, emails: EmailQueue, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`after ${timeoutMs} ms: ${what}`);
    emails.wake();
    await delay(50);
  }
}

export function emailsTo(db: Queryable, recipient: string) {
  return db.select().from(outgoingEmails).where(eq(outgoingEmails.recipient, recipient));
}

/** Delivery jobs in pg-boss's own table, whatever their state. */
export async function deliveryJobCount(db: Queryable): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'email-delivery'`);
  return Number(result.rows[0]!.n);
}
