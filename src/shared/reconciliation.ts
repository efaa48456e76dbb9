import { z } from "zod";
import { keysOf } from "./label-table";
import { utrField } from "./schemas/upi";

// Bank statement reconciliation and marking a UPI order paid by hand (issue 43).

/** POST /api/admin/payments/orders/:id/paid */
export const markPaidSchema = z.object({ utr: utrField("Enter the 12-digit UPI reference (UTR)") });
export type MarkPaidInput = z.input<typeof markPaidSchema>;

/** A month's statement of a busy account is well under 1 MB as CSV; XLSX is smaller still. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_MISSING_MESSAGE = "Choose the bank statement file (CSV or XLSX)";
export const STATEMENT_TOO_LARGE_MESSAGE = `This file is too large for a statement: at most ${STATEMENT_MAX_BYTES / 1024 / 1024} MB.`;

/** Which column of the statement holds what: indexes into its header row. */
export const STATEMENT_COLUMN_LABELS = {
  date: "Transaction date",
  narration: "Narration / description",
  reference: "Reference number (if any)",
  credit: "Credit (deposit) amount",
  debit: "Debit (withdrawal) amount, if a separate column",
};
export type StatementColumn = keyof typeof STATEMENT_COLUMN_LABELS;
export const STATEMENT_COLUMNS = keysOf(STATEMENT_COLUMN_LABELS);

const columnIndex = z.coerce.number({ error: "Choose a column" }).int().min(0, "Choose a column").max(199);
const optionalColumn = z.preprocess((value) => (value === "" || value === undefined || value === null ? null : value), columnIndex.nullable());

export const statementColumnsSchema = z
  .object({ date: columnIndex, narration: columnIndex, reference: optionalColumn, credit: columnIndex, debit: optionalColumn })
  .refine((columns) => {
    const chosen = Object.values(columns).filter((value) => value !== null);
    return new Set(chosen).size === chosen.length;
  }, "Each column can be chosen once");
export type StatementColumns = z.output<typeof statementColumnsSchema>;

/** POST /api/admin/payments/statements (multipart): the file, and the columns when the layout is new. */
export const statementUploadSchema = z.object({
  statement: z
    .instanceof(File, { error: STATEMENT_MISSING_MESSAGE })
    .refine((file) => file.size > 0, STATEMENT_MISSING_MESSAGE)
    .refine((file) => file.size <= STATEMENT_MAX_BYTES, STATEMENT_TOO_LARGE_MESSAGE),
  columns: z
    .string()
    .max(500)
    .optional()
    .transform((text, context) => {
      if (!text) return undefined;
      try {
        return statementColumnsSchema.parse(JSON.parse(text));
      } catch {
        context.addIssue({ code: "custom", message: "Choose the date, narration and credit columns" });
        return z.NEVER;
      }
    }),
});

/** What reconciling a credit line did or found; only `paid` and `refund_owed` change an order. */
export const LINE_OUTCOME_LABELS = {
  paid: "Marked paid",
  refund_owed: "Paid after it was cancelled: refund owed",
  amount_differs: "Amount differs from the order's total",
  unknown: "No order has this UTR",
  utr_used: "UTR already used",
  order_not_open: "Order not awaiting payment",
  no_utr: "No UPI reference found",
};
export type LineOutcome = keyof typeof LINE_OUTCOME_LABELS;

export type ReconciledLine = {
  lineNumber: number;
  bookedOn: string;
  amountPaise: number;
  utr: string | null;
  narration: string;
  outcome: LineOutcome;
  order: { id: string; orderNumber: string; totalPaise: number } | null;
  /** Set when this line was read before: the statement and line that first had it. */
  seenBefore: { statementName: string; lineNumber: number } | null;
};

export type StatementResult =
  | { status: "needs-columns"; headers: string[]; sample: string[][]; suggested: Partial<Record<StatementColumn, number>> }
  | { status: "reconciled"; statementName: string; lines: ReconciledLine[]; debitsSkipped: number };
