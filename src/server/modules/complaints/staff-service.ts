import { asc, desc, eq, ne } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { complaintReplies, complaints } from "~/server/db/schema/complaints";
import { ApiError, notFound } from "~/server/http/errors";
import type { AdminPage } from "~/shared/schemas/admin-common";
import type { AdminComplaintFilter } from "~/shared/schemas/complaint";
import { recordAudit } from "../audit/service";
import { complaintsWithOrder, repliesOf, toComplaintView, type ComplaintRow, type ComplaintView } from "./records";

// The grievance officer's queue: every change is audited in its own transaction, with the e-mail it sends.

export type ComplaintSummary = Omit<ComplaintView, "replies" | "description">;

/** Open tickets oldest first (the most urgent on top), or closed ones newest first. */
export async function listComplaints(db: Queryable, query: AdminComplaintFilter, now: Date): Promise<AdminPage<ComplaintSummary>> {
  const closed = query.status === "closed";
  const rows = await complaintsWithOrder(db)
    .where(closed ? eq(complaints.status, "closed") : ne(complaints.status, "closed"))
    .orderBy(closed ? desc(complaints.closedAt) : asc(complaints.createdAt), asc(complaints.id))
    .limit(pageWindow(query.page).limit)
    .offset(pageWindow(query.page).offset);
  return toPage(query.page, rows, (row) => {
    const { replies: _replies, description: _description, ...summary } = toComplaintView(row, [], now);
    return summary;
  });
}

export async function getComplaint(db: Queryable, id: string, now: Date): Promise<ComplaintView> {
  const [row] = await complaintsWithOrder(db).where(eq(complaints.id, id));
  if (!row) throw notFound("This complaint does not exist");
  return toComplaintView(row, await repliesOf(db, id, true), now);
}

type Change = { actorUserId: string; now: Date };

/** Locks the ticket for the change; a closed one takes no more changes. */
async function lockOpen(tx: Transaction, id: string): Promise<ComplaintRow> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for("update");
  if (!row) throw notFound("This complaint does not exist");
  if (row.status === "closed") throw new ApiError(409, `Complaint ${row.ticketNumber} is already closed`);
  return row;
}

/** Marks the ticket acknowledged (once); a reply acknowledges it too. */
async function markAcknowledged(tx: Transaction, row: ComplaintRow, { actorUserId, now }: Change): Promise<void> {
  if (row.acknowledgedAt) return;
  await tx.update(complaints).set({ status: "acknowledged", acknowledgedAt: now, updatedAt: now }).where(eq(complaints.id, row.id));
  await recordAudit(tx, { actorUserId, action: "complaint.acknowledge", entity: "complaint", entityId: row.id, before: { status: row.status }, after: { status: "acknowledged" } });
}

export async function acknowledgeComplaint(db: Database, id: string, change: Change): Promise<ComplaintView> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    if (row.acknowledgedAt) throw new ApiError(409, `Complaint ${row.ticketNumber} is already acknowledged`);
    await markAcknowledged(tx, row, change);
  });
  return getComplaint(db, id, change.now);
}

/** Adds the reply and `mail`s it to the shopper, in one transaction. */
export async function replyToComplaint(db: Database, id: string, body: string, change: Change, mail: (tx: Transaction, row: ComplaintRow) => Promise<unknown>): Promise<ComplaintView> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    await markAcknowledged(tx, row, change);
    const [reply] = await tx.insert(complaintReplies).values({ complaintId: id, authorUserId: change.actorUserId, body, createdAt: change.now }).returning({ id: complaintReplies.id });
    await tx.update(complaints).set({ updatedAt: change.now }).where(eq(complaints.id, id));
    await recordAudit(tx, { actorUserId: change.actorUserId, action: "complaint.reply", entity: "complaint", entityId: id, before: null, after: { replyId: reply!.id, body } });
    await mail(tx, row);
  });
  return getComplaint(db, id, change.now);
}

export async function closeComplaint(db: Database, id: string, change: Change, mail: (tx: Transaction, row: ComplaintRow) => Promise<unknown>): Promise<ComplaintView> {
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, id);
    const acknowledgedAt = row.acknowledgedAt ?? change.now;
    await tx.update(complaints).set({ status: "closed", acknowledgedAt, closedAt: change.now, updatedAt: change.now }).where(eq(complaints.id, id));
    await recordAudit(tx, { actorUserId: change.actorUserId, action: "complaint.close", entity: "complaint", entityId: id, before: { status: row.status }, after: { status: "closed" } });
    await mail(tx, row);
  });
  return getComplaint(db, id, change.now);
}
