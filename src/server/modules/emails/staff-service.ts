import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { outgoingEmails } from "~/server/db/schema/emails";
import { ApiError, notFound } from "~/server/http/errors";
import type { AdminPage } from "~/shared/schemas/admin-common";
import type { EmailKind, EmailStatus } from "~/shared/schemas/admin-emails";
import { recordAudit } from "../audit/service";
import type { EmailQueue } from "./queue";

/** A message as the back office sees it: never its body (a reset link is a key to an account). */
export type AdminEmailRow = {
  id: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
};

const rowColumns = {
  id: outgoingEmails.id,
  kind: outgoingEmails.kind,
  recipient: outgoingEmails.recipient,
  subject: outgoingEmails.subject,
  status: outgoingEmails.status,
  attempts: outgoingEmails.attempts,
  lastError: outgoingEmails.lastError,
  createdAt: outgoingEmails.createdAt,
  sentAt: outgoingEmails.sentAt,
};

type Row = Pick<typeof outgoingEmails.$inferSelect, keyof typeof rowColumns>;

const toAdminRow = (row: Row): AdminEmailRow => ({
  ...row,
  kind: row.kind as EmailKind,
  status: row.status as EmailStatus,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function listEmailsForStaff(db: Queryable, filters: { page: number; status?: EmailStatus }): Promise<AdminPage<AdminEmailRow>> {
  const conditions: SQL[] = filters.status ? [eq(outgoingEmails.status, filters.status)] : [];
  const rows = await db
    .select(rowColumns)
    .from(outgoingEmails)
    .where(and(...conditions))
    .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
    .limit(pageWindow(filters.page).limit)
    .offset(pageWindow(filters.page).offset);
  return toPage(filters.page, rows, toAdminRow);
}

/** Queues a failed message again (same Message-ID) with its audit row; never a password reset, whose link is erased. */
export async function resendEmail(db: Database, queue: EmailQueue, actorUserId: string, emailId: string): Promise<AdminEmailRow> {
  const row = await db.transaction(async (tx) => {
    const [email] = await tx.select(rowColumns).from(outgoingEmails).where(eq(outgoingEmails.id, emailId)).for("update");
    if (!email) throw notFound("E-mail not found");
    if (email.status !== "failed") throw new ApiError(409, email.status === "sent" ? "This e-mail was already sent." : "This e-mail is still being retried.");
    if (email.kind === "password_reset") throw new ApiError(409, "A password reset e-mail cannot be resent. Ask the customer to request a new link.");
    const [queued] = await tx.update(outgoingEmails).set({ status: "queued" }).where(eq(outgoingEmails.id, emailId)).returning(rowColumns);
    await queue.requeue(tx, emailId);
    await recordAudit(tx, {
      actorUserId,
      action: "email.resend",
      entity: "email",
      entityId: emailId,
      before: { recipient: email.recipient, subject: email.subject, status: email.status, attempts: email.attempts, lastError: email.lastError },
      after: { status: "queued" },
    });
    return toAdminRow(queued!);
  });
  queue.wake();
  return row;
}
