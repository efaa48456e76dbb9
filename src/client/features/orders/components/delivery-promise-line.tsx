import { Truck } from "lucide-react";
import { cn } from "~/client/components/ui/cn";
import { usePromiseWords } from "~/client/lib/i18n/delivery-words";
import { shopDateOf } from "~/shared/delivery";

/** The delivery promise made when the order was placed (stored on it, never recomputed); nothing for older orders. */
export function DeliveryPromiseLine({ order, className }: { order: { promisedDeliveryOn: string | null; createdAt: string }; className?: string }) {
  const promiseWords = usePromiseWords();
  const promised = order.promisedDeliveryOn;
  if (!promised) return null;
  return (
    <p className={cn("flex items-center justify-center gap-2 font-semibold text-leaf-800", className)}>
      <Truck aria-hidden="true" className="size-5" />
      {promiseWords({ deliverable: true, sameDay: promised === shopDateOf(order.createdAt), date: promised })}
    </p>
  );
}
