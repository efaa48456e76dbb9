// A drawing process's entry: draws one PDF from plain data, so pdfkit's CPU never holds up the request thread.
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import type { InvoiceDocument } from "~/shared/invoice";
import { renderInvoicePdf } from "./modules/invoices/pdf";
import { renderPackingSlips, type PackingSlipOrder } from "./modules/orders/packing-slip";

export type DrawTask = { kind: "tax-document"; document: InvoiceDocument } | { kind: "packing-slips"; orders: PackingSlipOrder[]; title: string };

/** On Linux a priority belongs to a thread: lowering only the main one would leave V8's collector and compiler threads at normal priority. */
function lowerPriority(niceness: number): void {
  const threads = existsSync("/proc/self/task") ? readdirSync("/proc/self/task").map(Number) : [0];
  for (const thread of threads) {
    try {
      os.setPriority(thread, niceness);
    } catch {
      // Not permitted here, or the thread has ended: it keeps its priority.
    }
  }
}

// document-threads.ts sets SHOP_DOCUMENT_NICENESS for the background lane's processes (empty: normal priority).
const niceness = process.env.SHOP_DOCUMENT_NICENESS;
if (niceness) lowerPriority(Number(niceness));

export default async function draw(task: DrawTask): Promise<Uint8Array> {
  if (task.kind === "tax-document") return new Uint8Array(await renderInvoicePdf(task.document));
  return renderPackingSlips(task.orders, task.title);
}
