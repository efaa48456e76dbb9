import { eq } from "drizzle-orm";
import { orders } from "../db/schema/orders";
import type { StatementColumns } from "~/shared/reconciliation";
import type { PaymentStatus } from "~/shared/payment";
import type { TestApp } from "./app";
import { insertOrder } from "./orders";
import type { TestUser } from "./users";

/** A UPI order whose shopper gave a UTR, set straight in the database as the pay page would leave it. */
export async function upiOrder(shop: TestApp, userId: string, utr: string | null, paymentStatus: PaymentStatus = "submitted") {
  const order = await insertOrder(shop.db, userId);
  const waits = paymentStatus === "pending" ? { awaiting: "upi_payment", awaitingUntil: new Date(Date.now() + 30 * 60_000) } : {};
  const [row] = await shop.db.update(orders).set({ paymentMethod: "upi", paymentStatus, paymentReference: utr, ...waits }).where(eq(orders.id, order.id)).returning();
  return row!;
}

export type StatementCredit = { date?: string; narration?: string; reference?: string; creditPaise: number; utr?: string };

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** An HDFC-style statement (bank lines above the header, UTR in the narration and the zero-padded reference). */
export function hdfcStatement(credits: StatementCredit[], debits = 0): string {
  const lines = credits.map((credit) => {
    const narration = credit.narration ?? `UPI-ASHA DEVI-asha@okaxis-UTIB0000123-${credit.utr}-PAYMENT`;
    const reference = credit.reference ?? (credit.utr ? `0000${credit.utr}` : "");
    return [credit.date ?? "20/11/26", narration, reference, credit.date ?? "20/11/26", "", rupees(credit.creditPaise), "99,999.00"].join(",");
  });
  const debitLines = Array.from({ length: debits }, () => "21/11/26,POS AMAZON PAY,0000000000000000,21/11/26,499.00,,99,500.00");
  return ["HDFC BANK Ltd.,,,,,,", "DEMO FARM FOODS PRIVATE LIMITED,,,,,,", ",,,,,,", "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance", ...lines, ...debitLines, ""].join("\n");
}

export const HDFC_COLUMNS: StatementColumns = { date: 0, narration: 1, reference: 2, credit: 5, debit: 4 };

/** Staff upload a statement file as the page does, with the columns when asked. */
export function uploadStatement(shop: TestApp, staff: TestUser, name: string, content: string | Uint8Array, columns?: StatementColumns) {
  const file = new File([typeof content === "string" ? content : (content as Uint8Array<ArrayBuffer>)], name, { type: name.endsWith(".xlsx") ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv" });
  return shop.api(staff).admin.payments.statements.$post({ form: { statement: file, ...(columns ? { columns: JSON.stringify(columns) } : {}) } });
}
