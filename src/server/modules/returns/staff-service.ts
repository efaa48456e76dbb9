import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { pageWindow } from "~/server/db/paging";
import { users } from "~/server/db/schema/auth";
import { orders } from "~/server/db/schema/orders";
import { returnRequestLines, returnRequests } from "~/server/db/schema/returns";
import { ApiError, notFound } from "~/server/http/errors";
import type { AdminPage } from "~/shared/schemas/admin-common";
import type { AdminReturnFilter } from "~/shared/schemas/return-request";
import type { Signatory } from "~/shared/invoice";
import { recordAudit } from "../audit/service";
import type { TakenBackCommission } from "../membership/service";
import { refundForReturn } from "./refund";
import { shipReplacement } from "./replacement";
import { returnViewsOf, type ReturnRow, type ReturnView } from "./records";
import type { Decided } from "./mail";

// The staff queue of returns: new requests first; a decision is made once, however many tabs or processes press at once.

export type StaffReturnView = ReturnView & { orderId: string; orderNumber: string; customerName: string; customerEmail: string; paymentStatus: string; refundId: string | null };

const withOrder = (db: Queryable) =>
  db
    .select({ request: returnRequests, orderNumber: orders.orderNumber, paymentStatus: orders.paymentStatus, customerName: users.name, customerEmail: users.email })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(users, eq(users.id, returnRequests.userId));

type Joined = Awaited<ReturnType<ReturnType<typeof withOrder>["where"]>>[number];

async function staffViewsOf(db: Queryable, rows: Joined[]): Promise<StaffReturnView[]> {
  const views = await returnViewsOf(db, rows.map((row) => row.request));
  return views.map((view, index) => {
    const row = rows[index]!;
    return { ...view, orderId: row.request.orderId, orderNumber: row.orderNumber, customerName: row.customerName, customerEmail: row.customerEmail, paymentStatus: row.paymentStatus, refundId: row.request.refundId };
  });
}

/** Waiting requests newest first (the queue), or decided ones most recently decided first. */
export async function listReturns(db: Queryable, query: AdminReturnFilter): Promise<AdminPage<StaffReturnView>> {
  const { limit, offset } = pageWindow(query.page);
  const rows = await withOrder(db)
    .where(eq(returnRequests.status, query.status))
    .orderBy(query.status === "pending" ? desc(returnRequests.createdAt) : desc(returnRequests.decidedAt), desc(returnRequests.id))
    .limit(limit)
    .offset(offset);
  const views = await staffViewsOf(db, rows.slice(0, limit - 1));
  return { page: query.page, hasMore: rows.length >= limit, rows: views };
}

export async function getReturn(db: Queryable, id: string): Promise<StaffReturnView> {
  const rows = await withOrder(db).where(eq(returnRequests.id, id));
  if (rows.length === 0) throw notFound("This return request does not exist");
  return (await staffViewsOf(db, rows))[0]!;
}

export type Decision = { approve: true; note: string | null } | { approve: false; note: string };

type DecisionDeps = {
  actorUserId: string;
  now: Date;
  signatory: Signatory | null;
  mail: (tx: Transaction, decided: Decided, approved: boolean) => Promise<unknown>;
  /** The member's e-mail when an approved refund took back their commission. */
  takenBackMail: (tx: Transaction, taken: TakenBackCommission) => Promise<unknown>;
};

/** The update is conditional on the request still waiting, so of two presses at once one decides and the other is told it was already decided. */
// An approval issues its credit note or challan in the same transaction; the caller sends the refund after the commit.
export async function decideReturn(db: Database, id: string, decision: Decision, deps: DecisionDeps): Promise<{ refundId: string | null; throughGateway: boolean; replacementOrderId: string | null }> {
  return db.transaction(async (tx) => {
    const status = decision.approve ? "approved" : "refused";
    const [row] = await tx
      .update(returnRequests)
      .set({ status, decisionNote: decision.note, decidedByUserId: deps.actorUserId, decidedAt: deps.now })
      .where(and(eq(returnRequests.id, id), eq(returnRequests.status, "pending")))
      .returning();
    if (!row) throw await notWaiting(tx, id);
    await tx.update(returnRequestLines).set({ open: false }).where(eq(returnRequestLines.requestId, id));
    const refund = decision.approve && row.resolution === "refund" ? await refundForReturn(tx, row, deps) : null;
    const replacement = decision.approve && row.resolution === "replacement" ? await shipReplacement(tx, row, deps) : null;
    await recordAudit(tx, {
      actorUserId: deps.actorUserId,
      action: decision.approve ? "return.approve" : "return.refuse",
      entity: "return_request",
      entityId: id,
      before: { status: "pending" },
      after: {
        status,
        note: decision.note,
        ...(refund ? { creditNote: refund.creditNoteNumber, creditedPaise: refund.creditedPaise, refundId: refund.refundId } : {}),
        ...(replacement ? { replacementOrder: replacement.orderNumber, deliveryChallan: replacement.challanNumber } : {}),
      },
    });
    const decided = await decidedOf(tx, row, refund?.refundId ? refund.creditedPaise : null);
    await deps.mail(tx, { ...decided, replacementOrderNumber: replacement?.orderNumber ?? null }, decision.approve);
    if (refund?.takenBack) await deps.takenBackMail(tx, refund.takenBack);
    return { refundId: refund?.refundId ?? null, throughGateway: refund?.throughGateway ?? false, replacementOrderId: replacement?.orderId ?? null };
  });
}

async function notWaiting(tx: Transaction, id: string): Promise<ApiError> {
  const [row] = await tx.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, id));
  if (!row) return notFound("This return request does not exist");
  return new ApiError(409, `This request has already been ${row.status}.`);
}

async function decidedOf(tx: Transaction, row: ReturnRow, refundPaise: number | null): Promise<Decided> {
  const [who] = await tx
    .select({ to: users.email, customerName: sql<string>`coalesce(nullif(${users.name}, ''), ${orders.shippingFullName})`, orderNumber: orders.orderNumber, language: orders.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, row.orderId));
  return { ...who!, reason: row.reason as Decided["reason"], resolution: row.resolution as Decided["resolution"], refundPaise, note: row.decisionNote };
}
