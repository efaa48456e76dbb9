import { FileDown, Printer } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { ORDER_STATUS_LABELS, isOrderStatus } from "~/shared/order-status";
import { ORDER_EXPORT_LIMIT, PACKING_SLIP_BATCH_LIMIT, ordersCsvHref, packingSlipsHref } from "../api/order-documents";
import type { OrderFilterValues } from "./order-filters";

const count = (n: number) => n.toLocaleString("en-IN");

/** The CSV of every matching order and, once a status is chosen, its packing slips. */
export function OrderListDownloads({ filters, hasOrders }: { filters: OrderFilterValues; hasOrders: boolean }) {
  const status = isOrderStatus(filters.status) ? filters.status : null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <a href={ordersCsvHref(filters)} download className={buttonClasses({ variant: "outline" })}>
        <FileDown aria-hidden className="size-4" />
        Export CSV
      </a>
      {status && hasOrders ? (
        <a href={packingSlipsHref(filters)} download className={buttonClasses({ variant: "outline" })}>
          <Printer aria-hidden className="size-4" />
          Print packing slips
        </a>
      ) : null}
      <p className="text-sm text-earth-900/70">
        The CSV holds every order these filters match, up to {count(ORDER_EXPORT_LIMIT)}.
        {status && hasOrders ? ` Packing slips: one page per ${ORDER_STATUS_LABELS[status].toLowerCase()} order, oldest first, up to ${count(PACKING_SLIP_BATCH_LIMIT)} at a time.` : " Choose a status to print its packing slips."}
      </p>
    </div>
  );
}
