import { and, eq, ne, sql } from "drizzle-orm";
import { persistently, type Database, type Queryable } from "~/server/db/client";
import { outgoingEmails } from "~/server/db/schema/emails";
import type { Logger } from "~/server/logger";
import type { Mailer, MailMessage } from "~/server/mail/transport";
import type { EmailKind } from "~/shared/schemas/admin-emails";

/** Written with the change that causes the message; the worker delivers it (docs/product-rules.md#e-mails). */
export async function writeEmail(tx: Queryable, kind: EmailKind, message: MailMessage): Promise<string> {
  const [row] = await tx
    .insert(outgoingEmails)
    .values({ kind, recipient: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html ?? null })
    .returning({ id: outgoingEmails.id });
  return row!.id;
}

/** A reset link is a key to an account: its copy is erased once sent or given up. */
const erasedBody = (kind: string) => (kind === "password_reset" ? { textBody: "", htmlBody: null } : {});

/** An SMTP failure as staff see it: short, and with any user:password@ of a URL hidden. */
export function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replaceAll(/\/\/[^/@\s]+@/g, "//***@").slice(0, 300);
}

type Attempt = { finalAttempt: boolean; messageIdHost: string; logger: Logger };

/** One attempt; a message marked sent is not sent again, so a retry after a lost completion is harmless. */
// A process killed between sending and marking resends with the same Message-ID, which mail programs show as one.
export async function deliverEmail(db: Database, mailer: Mailer, emailId: string, { finalAttempt, messageIdHost, logger }: Attempt): Promise<void> {
  const [email] = await db
    .update(outgoingEmails)
    .set({ attempts: sql`${outgoingEmails.attempts} + 1` })
    .where(and(eq(outgoingEmails.id, emailId), ne(outgoingEmails.status, "sent")))
    .returning();
  if (!email) return;
  try {
    await mailer.send({
      to: email.recipient,
      subject: email.subject,
      text: email.textBody,
      ...(email.htmlBody ? { html: email.htmlBody } : {}),
      messageId: `<${email.id}@${messageIdHost}>`,
    });
  } catch (error) {
    const lastError = describeFailure(error);
    logger.warn(finalAttempt ? "e-mail failed: no more retries" : "e-mail failed: will retry", { emailId, kind: email.kind, attempts: email.attempts, error: lastError });
    await db
      .update(outgoingEmails)
      .set({ lastError, ...(finalAttempt ? { status: "failed", ...erasedBody(email.kind) } : {}) })
      .where(eq(outgoingEmails.id, emailId));
    throw error;
  }
  // Recording "sent" must outlast a database outage, or a retry would send the message again.
  await persistently(
    () =>
      db
        .update(outgoingEmails)
        .set({ status: "sent", sentAt: sql`now()`, lastError: null, ...erasedBody(email.kind) })
        .where(eq(outgoingEmails.id, emailId)),
    { onWaiting: () => logger.warn("e-mail sent; recording it waits for the database", { emailId }) },
  );
}

/** A queued message with no live job this long after it was written is taken as abandoned. */
export const ABANDONED_AFTER_MINUTES = 10;

export const ABANDONED_MESSAGE = "Delivery stopped without an answer (the server stopped or lost its database mid-send)";

/** Marks failed (so staff can resend) every "queued" message whose job pg-boss no longer holds; safe on several processes at once. */
export async function failAbandonedEmails(db: Queryable, queue: string): Promise<number> {
  const result = await db.execute<{ id: string }>(sql`
    update outgoing_emails e
    set status = 'failed',
        last_error = coalesce(e.last_error, ${ABANDONED_MESSAGE}),
        text_body = case when e.kind = 'password_reset' then '' else e.text_body end,
        html_body = case when e.kind = 'password_reset' then null else e.html_body end
    where e.status = 'queued'
      and e.created_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${queue} and j.data->>'emailId' = e.id::text and j.state in ('created', 'retry', 'active'))
    returning e.id`);
  return result.rows.length;
}
