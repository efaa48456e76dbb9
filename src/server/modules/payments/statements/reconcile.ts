import { createHash } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { statementLayouts, statementLines } from "~/server/db/schema/bank-statements";
import { ApiError } from "~/server/http/errors";
import { statementColumnsSchema, type LineOutcome, type ReconciledLine, type StatementColumns, type StatementResult } from "~/shared/reconciliation";
import { recordAudit } from "../../audit/service";
import { cancelledWithUtrSubmitted, markOrderPaid, payableUpiOrder, type MarkPaidDeps } from "../mark-paid";
import { oweRefundOfUndeliveredOrder, PAID_AFTER_CANCELLING_REASON } from "../refund-on-cancel";
import { creditLines, type CreditLine } from "./credit-lines";
import { columnsFit, findHeaderRow, headerKeyOf, suggestColumns } from "./layout";
import { readStatementFile } from "./read-file";

export type StatementUpload = { statementName: string; bytes: Uint8Array; columns?: StatementColumns; actorUserId: string; now: Date };

const refuse = (message: string) => new ApiError(400, message, { fields: { statement: message } });

/** Reads a statement, asks for its columns the first time its layout is seen, and reconciles its credits in one transaction. */
export async function reconcileStatement(db: Database, deps: MarkPaidDeps, upload: StatementUpload): Promise<StatementResult> {
  const rows = await readStatementFile(upload.bytes);
  const layouts = new Map((await db.select().from(statementLayouts)).map((layout) => [layout.headerKey, statementColumnsSchema.safeParse(layout.columns).data]));
  const headerIndex = findHeaderRow(rows, new Set(layouts.keys()));
  if (headerIndex === null) throw refuse("This file does not look like a bank statement: none of its first lines is a header with a date and a credit (deposit) column.");
  const header = rows[headerIndex]!;
  const headerKey = headerKeyOf(header);
  const columns = upload.columns ?? layouts.get(headerKey);
  if (!columns || !columnsFit(columns, header)) {
    if (upload.columns) throw refuse("The columns chosen are not in this statement's header row.");
    return { status: "needs-columns", headers: header, sample: rows.slice(headerIndex + 1, headerIndex + 4), suggested: suggestColumns(header) };
  }
  const read = creditLines(rows, headerIndex, columns);
  if (read.unreadable.length > 0) {
    const shown = read.unreadable.slice(0, 5).join(", ");
    throw refuse(`The amounts on line${read.unreadable.length === 1 ? "" : "s"} ${shown}${read.unreadable.length > 5 ? "…" : ""} could not be read: check that the credit and debit columns are the right ones. Nothing was changed.`);
  }
  const lines = await db.transaction(async (tx) => {
    if (upload.columns) await rememberLayout(tx, headerKey, upload.columns, upload.actorUserId);
    const reconciled = await reconcileLines(tx, deps, upload, read.credits);
    await recordAudit(tx, {
      actorUserId: upload.actorUserId,
      action: "statement.reconcile",
      entity: "bank_statement",
      entityId: upload.statementName,
      before: null,
      after: { statementName: upload.statementName, credits: reconciled.length, paid: reconciled.filter((line) => line.outcome === "paid" && !line.seenBefore).map((line) => line.order?.orderNumber) },
    });
    return reconciled;
  });
  if (lines.some((line) => line.outcome === "paid")) deps.emails.wake();
  return { status: "reconciled", statementName: upload.statementName, lines, debitsSkipped: read.debitsSkipped };
}

async function rememberLayout(tx: Transaction, headerKey: string, columns: StatementColumns, actorUserId: string) {
  await tx.insert(statementLayouts).values({ headerKey, columns, createdBy: actorUserId }).onConflictDoUpdate({ target: statementLayouts.headerKey, set: { columns, createdBy: actorUserId } });
  await recordAudit(tx, { actorUserId, action: "statement.layout", entity: "statement_layout", entityId: headerKey.slice(0, 200), before: null, after: { columns } });
}

/**
 * A line is remembered by its date, amount, UTR (or narration, without one) and which repeat of
 * those it is in its file, so the same line in any later upload finds its first reading.
 */
function lineKeys(credits: CreditLine[]): string[] {
  const seen = new Map<string, number>();
  return credits.map((line) => {
    const base = `${line.bookedOn}|${line.amountPaise}|${line.utr ?? `n:${line.narration}`}`;
    const repeat = (seen.get(base) ?? 0) + 1;
    seen.set(base, repeat);
    return createHash("sha256").update(`${base}|${repeat}`).digest("hex");
  });
}

async function reconcileLines(tx: Transaction, deps: MarkPaidDeps, upload: StatementUpload, credits: CreditLine[]): Promise<ReconciledLine[]> {
  const keys = lineKeys(credits);
  const utrsInFile = new Set<string>();
  const result: ReconciledLine[] = [];
  for (const [index, line] of credits.entries()) {
    const [inserted] = await tx
      .insert(statementLines)
      .values({ lineKey: keys[index]!, statementName: upload.statementName, lineNumber: line.lineNumber, bookedOn: line.bookedOn, amountPaise: line.amountPaise, utr: line.utr, narration: line.narration, outcome: "unknown", uploadedBy: upload.actorUserId })
      .onConflictDoNothing({ target: statementLines.lineKey })
      .returning({ id: statementLines.id });
    const [first] = inserted ? [] : await tx.select().from(statementLines).where(eq(statementLines.lineKey, keys[index]!));
    const seenBefore = first ? { statementName: first.statementName, lineNumber: first.lineNumber } : null;
    const lineId = inserted?.id ?? first!.id;
    const repeatedInFile = line.utr !== null && utrsInFile.has(line.utr);
    if (line.utr) utrsInFile.add(line.utr);
    // A line already paid an order: read again, it changes nothing. Any other is decided again, as the orders may have moved since.
    const decided = first?.outcome === "paid" || first?.outcome === "refund_owed" ? { outcome: first.outcome as LineOutcome, order: await orderOf(tx, first.orderId) } : await decide(tx, deps, upload, line, lineId, repeatedInFile);
    if (!first || first.outcome !== decided.outcome) {
      await tx.update(statementLines).set({ outcome: decided.outcome, orderId: decided.order?.id ?? null }).where(eq(statementLines.id, lineId));
    }
    result.push({ ...line, outcome: decided.outcome, order: decided.order, seenBefore });
  }
  return result;
}

type Decision = { outcome: LineOutcome; order: ReconciledLine["order"] };

async function decide(tx: Transaction, deps: MarkPaidDeps, upload: StatementUpload, line: CreditLine, lineId: string, repeatedInFile: boolean): Promise<Decision> {
  if (!line.utr) return { outcome: "no_utr", order: null };
  if (repeatedInFile) return { outcome: "utr_used", order: null };
  const [order] = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      paymentStatus: orders.paymentStatus,
      payable: sql<boolean>`${payableUpiOrder}`,
      cancelledAwaitingCheck: sql<boolean>`${cancelledWithUtrSubmitted}`,
    })
    .from(orders)
    .where(eq(orders.paymentReference, line.utr));
  if (!order) {
    const [earlier] = await tx.select({ id: statementLines.id }).from(statementLines).where(and(eq(statementLines.utr, line.utr), ne(statementLines.id, lineId))).limit(1);
    return { outcome: earlier ? "utr_used" : "unknown", order: null };
  }
  const shown = { id: order.id, orderNumber: order.orderNumber, totalPaise: order.totalPaise };
  if (order.paymentStatus !== "pending" && order.paymentStatus !== "submitted") return { outcome: "utr_used", order: shown };
  if (!order.payable && !order.cancelledAwaitingCheck) return { outcome: "order_not_open", order: shown };
  if (order.totalPaise !== line.amountPaise) return { outcome: "amount_differs", order: shown };
  const request = { orderId: order.id, utr: line.utr, actorUserId: upload.actorUserId, proof: { source: "statement" as const, statementName: upload.statementName, lineNumber: line.lineNumber }, now: upload.now };
  if (!order.payable) {
    // The shopper paid and gave the UTR, then cancelled before it was checked: the money is theirs.
    const paid = await markOrderPaid(tx, deps, request, { cancelled: true });
    if (paid) await oweRefundOfUndeliveredOrder(tx, order.id, upload.actorUserId, PAID_AFTER_CANCELLING_REASON);
    return { outcome: paid ? "refund_owed" : "order_not_open", order: shown };
  }
  const paid = await markOrderPaid(tx, deps, request);
  return { outcome: paid ? "paid" : "order_not_open", order: shown };
}

async function orderOf(tx: Transaction, orderId: string | null): Promise<ReconciledLine["order"]> {
  if (!orderId) return null;
  const [order] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber, totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}
