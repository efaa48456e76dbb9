import { cn } from "~/client/components/ui/cn";

// docs/product-rules.md#orders: pending yellow, processing blue, shipped purple, delivered green, cancelled red, other grey.
const colours: Record<string, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  processing: "bg-blue-100 text-blue-900",
  shipped: "bg-purple-100 text-purple-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
};

/** An order or payment status, coloured by its value and named ("Order", "Payment") so the two differ. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span data-status={status} className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", colours[status] ?? "bg-gray-100 text-gray-800")}>
      {label}: {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
