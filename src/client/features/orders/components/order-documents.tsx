import { useLingui } from "@lingui/react/macro";
import { FileDown } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { customerDocumentHref, documentFileName } from "~/shared/invoice";

const link = buttonClasses({ variant: "outline", size: "sm" });

/** Plain download links, so they work before the page's scripts load. */
export function OrderDocuments({ order }: { order: { orderNumber: string; invoiceNumber: string | null; creditNoteNumber: string | null; challanNumber: string | null } }) {
  const { t } = useLingui();
  if (!order.invoiceNumber && !order.challanNumber) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {order.invoiceNumber && (
        <a href={customerDocumentHref(order.orderNumber, "invoice")} download={documentFileName(order.invoiceNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          {t`Download invoice`}
        </a>
      )}
      {order.challanNumber && (
        <a href={customerDocumentHref(order.orderNumber, "delivery-challan")} download={documentFileName(order.challanNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          {t`Download delivery challan`}
        </a>
      )}
      {order.creditNoteNumber && (
        <a href={customerDocumentHref(order.orderNumber, "credit-note")} download={documentFileName(order.creditNoteNumber)} className={link}>
          <FileDown aria-hidden="true" className="size-4" />
          {t`Download credit note`}
        </a>
      )}
    </div>
  );
}
