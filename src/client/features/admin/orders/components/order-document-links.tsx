import { FileDown, Printer } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { documentFileName, staffDocumentHref } from "~/shared/invoice";
import { useAdminOrder } from "../api/get-order";
import { packingSlipHref } from "../api/order-documents";

const link = buttonClasses({ variant: "outline", size: "sm" });

/** The packing slip, tax invoice and credit note as plain links, shown once the order has loaded so a missing order offers no file. */
export function OrderDocumentLinks({ orderId }: { orderId: string }) {
  const { data: order } = useAdminOrder(orderId);
  if (!order) return null;
  return (
    <p className="mb-4 flex flex-wrap gap-2">
      <a href={packingSlipHref(order.id)} download className={link}>
        <Printer aria-hidden className="size-4" />
        Packing slip
      </a>
      {order.invoiceNumber && (
        <a href={staffDocumentHref(order.id, "invoice")} download={documentFileName(order.invoiceNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          Invoice <span className="sr-only">{order.invoiceNumber}</span>
        </a>
      )}
      {order.creditNoteNumber && (
        <a href={staffDocumentHref(order.id, "credit-note")} download={documentFileName(order.creditNoteNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          Credit note <span className="sr-only">{order.creditNoteNumber}</span>
        </a>
      )}
    </p>
  );
}
