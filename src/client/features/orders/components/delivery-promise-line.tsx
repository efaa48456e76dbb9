import { useLingui } from "@lingui/react/macro";
import { Truck } from "lucide-react";
import { cn } from "~/client/components/ui/cn";
import { deliveredByText, shopDateOf } from "~/shared/delivery";

const DELIVERED_BY = "Delivered by ";

/** The delivery promise made when the order was placed (stored on it, never recomputed); nothing for older orders. */
export function DeliveryPromiseLine({ order, className }: { order: { promisedDeliveryOn: string | null; createdAt: string }; className?: string }) {
  const { t } = useLingui();
  const promised = order.promisedDeliveryOn;
  if (!promised) return null;
  // orderPromiseText of src/shared in the page's language; the day itself is written as src/shared writes it.
  const day = deliveredByText(promised).slice(DELIVERED_BY.length);
  const text = promised === shopDateOf(order.createdAt) ? t`Same-day delivery` : t`Delivered by ${day}`;
  return (
    <p className={cn("flex items-center justify-center gap-2 font-semibold text-leaf-800", className)}>
      <Truck aria-hidden="true" className="size-5" />
      {text}
    </p>
  );
}
