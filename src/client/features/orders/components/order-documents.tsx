import { FileDown } from "lucide-react";
import { customerDocumentHref, documentFileName } from "~/shared/invoice";

const link = "inline-flex items-center gap-2 rounded-lg border border-leaf-700 px-3 py-2 text-sm font-semibold text-leaf-800 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * The order's tax invoice and, once cancelled, its credit note: plain download links, so they
 * work before the page's scripts have loaded (docs/product-rules.md#invoices).
 */
export function OrderDocuments({ order }: { order: { orderNumber: string; invoiceNumber: string | null; creditNoteNumber: string | null } }) {
  if (!order.invoiceNumber) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={customerDocumentHref(order.orderNumber, "invoice")} download={documentFileName(order.invoiceNumber)} className={link}>
        <FileDown aria-hidden="true" className="size-4" />
        Download invoice
      </a>
      {order.creditNoteNumber && (
        <a href={customerDocumentHref(order.orderNumber, "credit-note")} download={documentFileName(order.creditNoteNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          Download credit note
        </a>
      )}
    </div>
  );
}
