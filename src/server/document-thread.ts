// A document thread's entry (decision 046): draws one PDF from plain data and gives back its bytes.
// Tinypool runs it in worker threads of the server process (document-threads.ts), so pdfkit's CPU
// never holds up the thread that answers requests. The compiled server has it as its own file
// (scripts/build/server.mjs); under tsx and vitest it runs as TypeScript through tsx's loader.
import { readlinkSync } from "node:fs";
import os from "node:os";
import Tinypool from "tinypool";
import type { InvoiceDocument } from "~/shared/invoice";
import { renderInvoicePdf } from "./modules/invoices/pdf";
import { renderPackingSlips, type PackingSlipOrder } from "./modules/orders/packing-slip";

export type DrawTask = { kind: "tax-document"; document: InvoiceDocument } | { kind: "packing-slips"; orders: PackingSlipOrder[]; title: string };

/** What the pool tells each of its threads. `niceness`: the thread's lowered priority, if any. */
export type DrawThreadData = { niceness: number | undefined };

/**
 * Linux keeps a nice value per thread: setpriority on this thread's own id lowers it alone, not
 * the process's thread that answers requests. Elsewhere, or when refused, the thread keeps its
 * priority.
 */
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
