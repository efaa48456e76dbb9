// A drawing process's entry: draws one PDF from plain data, so pdfkit's CPU never holds up the request thread.
import os from "node:os";
import type { InvoiceDocument } from "~/shared/invoice";
import { renderInvoicePdf } from "./modules/invoices/pdf";
import { renderPackingSlips, type PackingSlipOrder } from "./modules/orders/packing-slip";

export type DrawTask = { kind: "tax-document"; document: InvoiceDocument } | { kind: "packing-slips"; orders: PackingSlipOrder[]; title: string };

// document-threads.ts sets SHOP_DOCUMENT_NICENESS for the background lane's processes (empty: normal priority).
const niceness = process.env.SHOP_DOCUMENT_NICENESS;
if (niceness) {
  try {
    os.setPriority(Number(niceness));
  } catch {
    // Not permitted here: the process draws at normal priority.
  }
}

export default async function draw(task: DrawTask): Promise<Uint8Array> {
  if (task.kind === "tax-document") return new Uint8Array(await renderInvoicePdf(task.document));
  return renderPackingSlips(task.orders, task.title);
}
