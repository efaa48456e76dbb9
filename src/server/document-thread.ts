// A document thread's entry: draws one PDF from plain data, so pdfkit's CPU never holds up the request thread.
import { readlinkSync } from "node:fs";
import os from "node:os";
import Tinypool from "tinypool";
import type { InvoiceDocument } from "~/shared/invoice";
import { renderInvoicePdf } from "./modules/invoices/pdf";
import { renderPackingSlips, type PackingSlipOrder } from "./modules/orders/packing-slip";

export type DrawTask = { kind: "tax-document"; document: InvoiceDocument } | { kind: "packing-slips"; orders: PackingSlipOrder[]; title: string };

/** What the pool tells each of its threads. `niceness`: the thread's lowered priority, if any. */
export type DrawThreadData = { niceness: number | undefined };

/** Linux keeps a nice value per thread: this lowers this thread alone, not the one answering requests. */
function lowerThisThreadsPriority(niceness: number): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, niceness);
  } catch {
    // Not Linux: the thread draws at normal priority.
  }
}

const { niceness } = (Tinypool.workerData ?? { niceness: undefined }) as DrawThreadData;
if (niceness !== undefined) lowerThisThreadsPriority(niceness);

export default async function draw(task: DrawTask): Promise<Uint8Array> {
  if (task.kind === "tax-document") return new Uint8Array(await renderInvoicePdf(task.document));
  return renderPackingSlips(task.orders, task.title);
}
