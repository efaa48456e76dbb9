import { FileDown } from "lucide-react";
import { documentFileName, staffDocumentHref } from "~/shared/invoice";
import { useAdminOrder } from "../api/get-order";

const link = "inline-flex items-center gap-2 rounded-lg border border-earth-900/30 bg-white px-3 py-2 text-sm font-semibold hover:bg-mustard-50 focus-visible:outline-2 focus-visible:outline-offset-2";

/** The order's tax invoice and credit note as plain download links (docs/product-rules.md#invoices). */
export function OrderTaxDocuments({ orderId }: { orderId: string }) {
  const { data: order } = useAdminOrder(orderId);
  if (!order?.invoiceNumber) return null;
  return (
    <p className="mt-6 flex flex-wrap gap-2">
      <a href={staffDocumentHref(order.id, "invoice")} download={documentFileName(order.invoiceNumber)} className={link}>
        <FileDown aria-hidden="true" className="size-4" />
        Invoice <span className="sr-only">{order.invoiceNumber}</span>
      </a>
      {order.creditNoteNumber && (
        <a href={staffDocumentHref(order.id, "credit-note")} download={documentFileName(order.creditNoteNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          Credit note <span className="sr-only">{order.creditNoteNumber}</span>
        </a>
      )}
    </p>
  );
}
