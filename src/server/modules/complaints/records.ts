import { asc, eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { complaintReplies, complaints } from "~/server/db/schema/complaints";
import { orders } from "~/server/db/schema/orders";
import { seller } from "~/shared/brand";
import { complaintDeadlines, type ComplaintDeadlines, type ComplaintStatus } from "~/shared/complaint";

// A ticket as the shopper and staff read it: the complaint, its replies and its deadlines.

export type ComplaintRow = typeof complaints.$inferSelect;

export type ComplaintReply = { id: string; body: string; createdAt: string; author: string };

export type ComplaintView = {
  id: string;
  ticketNumber: string;
  status: ComplaintStatus;
  name: string;
  email: string;
  phone: string;
  orderNumber: string | null;
  subject: string;
  description: string;
  /** The grievance officer, who owns every ticket. */
  owner: string;
  createdAt: string;
  acknowledgedAt: string | null;
  closedAt: string | null;
  replies: ComplaintReply[];
} & ComplaintDeadlines;

/** The columns every read takes: the complaint and its order's number. */
export const complaintColumns = { complaint: complaints, orderNumber: orders.orderNumber };

export function complaintsWithOrder(db: Queryable) {
  return db.select(complaintColumns).from(complaints).leftJoin(orders, eq(orders.id, complaints.orderId));
}

/** Replies oldest first; staff see who wrote each, the shopper the grievance officer's desk. */
export async function repliesOf(db: Queryable, complaintId: string, forStaff: boolean): Promise<ComplaintReply[]> {
  const rows = await db
    .select({ reply: complaintReplies, authorName: users.name })
    .from(complaintReplies)
    .leftJoin(users, eq(users.id, complaintReplies.authorUserId))
    .where(eq(complaintReplies.complaintId, complaintId))
    .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id));
  return rows.map(({ reply, authorName }) => ({
    id: reply.id,
    body: reply.body,
    createdAt: reply.createdAt.toISOString(),
    author: forStaff && authorName ? authorName : seller.grievanceOfficer.name,
  }));
}

export function toComplaintView(row: { complaint: ComplaintRow; orderNumber: string | null }, replies: ComplaintReply[], now: Date): ComplaintView {
  const { complaint } = row;
  return {
    id: complaint.id,
    ticketNumber: complaint.ticketNumber,
    status: complaint.status as ComplaintStatus,
    name: complaint.name,
    email: complaint.email,
    phone: complaint.phone,
    orderNumber: row.orderNumber,
    subject: complaint.subject,
    description: complaint.description,
    owner: seller.grievanceOfficer.name,
    createdAt: complaint.createdAt.toISOString(),
    acknowledgedAt: complaint.acknowledgedAt?.toISOString() ?? null,
    closedAt: complaint.closedAt?.toISOString() ?? null,
    replies,
    ...complaintDeadlines(complaint, now),
  };
}
