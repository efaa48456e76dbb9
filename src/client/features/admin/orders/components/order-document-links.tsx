import { FileDown, Printer } from "lucide-react";
import { Link } from "react-router";
import { paths } from "~/shared/paths";
import { buttonClasses } from "~/client/components/ui/button";
import { documentFileName, staffDocumentHref } from "~/shared/invoice";
import { useAdminOrder } from "../api/get-order";
import { packingSlipHref } from "../api/order-documents";

const link = buttonClasses({ variant: "outline", size: "sm" });

/** The packing slip, tax invoice, delivery challan and credit note as plain links, shown once the order has loaded so a missing order offers no file. */
export function OrderDocumentLinks({ orderId }: { orderId: string }) {
  const { data: order } = useAdminOrder(orderId);
  if (!order) return null;
  return (
    <>
      {order.replacementFor && (
        <p className="mb-2 text-sm font-semibold">
          Free replacement for{" "}
          <Link to={paths.adminOrder.getHref(order.replacementFor.orderId)} className="text-leaf-700 underline">
            order {order.replacementFor.orderNumber}
          </Link>
          : no charge, shipped under a delivery challan.
        </p>
      )}
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
        {order.challanNumber && (
          <a href={staffDocumentHref(order.id, "delivery-challan")} download={documentFileName(order.challanNumber)} className={link}>
            <FileDown aria-hidden="true" className="size-4" />
            Delivery challan <span className="sr-only">{order.challanNumber}</span>
          </a>
        )}
        {order.creditNoteNumber && (
          <a href={staffDocumentHref(order.id, "credit-note")} download={documentFileName(order.creditNoteNumber)} className={link}>
            <FileDown aria-hidden="true" className="size-4" />
            Credit note <span className="sr-only">{order.creditNoteNumber}</span>
          </a>
        )}
      </p>
    </>
  );
}
