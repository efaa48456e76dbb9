import { count, eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { outgoingEmails } from "~/server/db/schema/emails";
import { gaugeOf } from "~/server/http/metrics";

/** Messages waiting and failed for good: the database's figures, so taken once across workers, not added up. */
export function watchEmailQueue(db: Queryable): void {
  const inStatus = async (status: "queued" | "failed") => (await db.select({ n: count() }).from(outgoingEmails).where(eq(outgoingEmails.status, status)))[0]?.n ?? 0;
  gaugeOf("shop_email_queue_depth", "E-mails waiting to be sent (new or between retries)", () => inStatus("queued"), "first");
  gaugeOf("shop_email_failed", "E-mails that failed for good and wait for staff to resend them", () => inStatus("failed"), "first");
}
