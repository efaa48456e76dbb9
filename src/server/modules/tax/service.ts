import { and, asc, gte, inArray, lt } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { taxDocuments } from "~/server/db/schema/invoices";
import { shopMonthEnd, shopMonthStart } from "~/server/db/shop-time";
import type { Gstr1Return } from "~/shared/gstr1";
import type { StoredDocument } from "./gstr1-documents";
import { gstr1Tables } from "./gstr1-tables";

const KINDS = ["invoice", "credit-note", "delivery-challan"] as const satisfies readonly StoredDocument["kind"][];
const isReturnKind = (kind: string): kind is StoredDocument["kind"] => (KINDS as readonly string[]).includes(kind);

/** Every invoice, credit note and delivery challan issued in the month (Asia/Kolkata): issued documents never change, so the return is read from them. */
async function documentsIssuedIn(db: Queryable, month: string): Promise<StoredDocument[]> {
  const rows = await db
    .select({ kind: taxDocuments.kind, number: taxDocuments.number, financialYear: taxDocuments.financialYear, sequence: taxDocuments.sequence, issuedAt: taxDocuments.issuedAt, document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.kind, KINDS), gte(taxDocuments.issuedAt, shopMonthStart(month)), lt(taxDocuments.issuedAt, shopMonthEnd(month))))
    .orderBy(asc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
  return rows.map((row) => ({ ...row, kind: isReturnKind(row.kind) ? row.kind : "invoice" }));
}

/** The month's GSTR-1 tables, from its stored documents. */
export async function gstr1ForMonth(db: Queryable, month: string): Promise<Gstr1Return> {
  return gstr1Tables(month, await documentsIssuedIn(db, month));
}
