import { Printer } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { useAdminOrder } from "../api/get-order";
import { packingSlipHref } from "../api/order-documents";

/**
 * What goes in this order's box, as a PDF to print: items, address, phone and the cash to collect.
 * Shown once the order has loaded (the same query as the page's), so a missing order offers no file.
 */
export function PackingSlipLink({ orderId }: { orderId: string }) {
  const { data: order } = useAdminOrder(orderId);
  if (!order) return null;
  return (
    <p className="mb-4 flex flex-wrap gap-2">
      <a href={packingSlipHref(order.id)} download className={buttonClasses({ variant: "outline", size: "sm" })}>
        <Printer aria-hidden className="size-4" />
        Packing slip
      </a>
    </p>
  );
}
