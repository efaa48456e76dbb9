import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { complaintCounters, complaints } from "~/server/db/schema/complaints";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import { complaintYear, ticketNumber } from "~/shared/complaint";
import type { Lang } from "~/shared/lang";
import { COMPLAINT_NOT_FOUND_MESSAGE, ORDER_NOT_FOUND_MESSAGE, type RaiseComplaint } from "~/shared/schemas/complaint";
import { complaintsWithOrder, repliesOf, toComplaintView, type ComplaintRow, type ComplaintView } from "./records";

// Raising and following a complaint (docs/product-rules.md#complaints). A shopper reads only their
// own tickets; signed out, only with the ticket's number and e-mail together.

export type Raiser = { userId: string; email: string } | null;

/** The upsert locks the year's counter row until the transaction ends: no gaps, no duplicates (as invoices are numbered). */
async function takeSerial(tx: Transaction, year: number): Promise<number> {
  const [counter] = await tx
    .insert(complaintCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: complaintCounters.year, set: { lastNumber: sql`${complaintCounters.lastNumber} + 1` } })
    .returning({ lastNumber: complaintCounters.lastNumber });
  return counter!.lastNumber;
}

/** The order a complaint names, with the language it was placed in: the signed-in shopper's own, or, signed out, one placed from the e-mail given. */
async function orderNamed(db: Queryable, orderNumber: string, raiser: Raiser, email: string): Promise<{ id: string; language: Lang }> {
  const owner = raiser ? eq(orders.userId, raiser.userId) : sql`lower(${users.email}) = ${email}`;
  const [row] = await db
    .select({ id: orders.id, language: orders.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.orderNumber, orderNumber), owner));
  if (!row) throw new ApiError(400, ORDER_NOT_FOUND_MESSAGE, { fields: { orderNumber: ORDER_NOT_FOUND_MESSAGE } });
  return row;
}

/**
 * Files the complaint and numbers it; `acknowledge` queues the e-mail in the same transaction. Its e-mails
 * go in its order's language, or, naming no order, in `pageLanguage`, the language of the page it was raised on.
 */
export async function raiseComplaint(
  db: Database,
  raiser: Raiser,
  input: RaiseComplaint,
  now: Date,
  pageLanguage: Lang,
  acknowledge: (tx: Transaction, complaint: ComplaintRow) => Promise<unknown>,
): Promise<ComplaintView> {
  const email = (raiser?.email ?? input.email).toLowerCase();
  const order = input.orderNumber ? await orderNamed(db, input.orderNumber, raiser, email) : null;
  const year = complaintYear(now);
  const created = await db.transaction(async (tx) => {
    // Taken last, so the counter's row stays locked only for the insert that uses it.
    const serial = await takeSerial(tx, year);
    const [row] = await tx
      .insert(complaints)
      .values({
        ticketNumber: ticketNumber(year, serial),
        year,
        serial,
        userId: raiser?.userId ?? null,
        name: input.name,
        email,
        phone: input.phone,
        orderId: order?.id ?? null,
        subject: input.subject,
        description: input.description,
        language: order?.language ?? pageLanguage,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await acknowledge(tx, row!);
    return row!;
  });
  return (await readTicket(db, eq(complaints.id, created.id), now))!;
}

async function readTicket(db: Queryable, where: SQL | undefined, now: Date): Promise<ComplaintView | undefined> {
  const [row] = await complaintsWithOrder(db).where(where);
  if (!row) return undefined;
  return toComplaintView(row, await repliesOf(db, row.complaint.id, false), now);
}

/** The signed-in shopper's tickets, newest first, each with its replies. */
export async function listMyComplaints(db: Queryable, userId: string, now: Date): Promise<ComplaintView[]> {
  const rows = await complaintsWithOrder(db).where(eq(complaints.userId, userId)).orderBy(desc(complaints.createdAt)).limit(50);
  return Promise.all(rows.map(async (row) => toComplaintView(row, await repliesOf(db, row.complaint.id, false), now)));
}

/** A ticket by number and e-mail; any mismatch is the one "not found", so nothing can be learnt by trying. */
export async function lookUpComplaint(db: Queryable, input: { ticketNumber: string; email: string }, now: Date): Promise<ComplaintView> {
  const found = await readTicket(db, and(eq(complaints.ticketNumber, input.ticketNumber), eq(complaints.email, input.email.toLowerCase())), now);
  if (!found) throw notFound(COMPLAINT_NOT_FOUND_MESSAGE);
  return found;
}
