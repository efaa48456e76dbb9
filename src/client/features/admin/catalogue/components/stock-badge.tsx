import { StatusBadge } from "~/client/components/ui/status-badge";
import type { OrderStatus } from "~/shared/order-status";
import type { AdminCatalogueItem, StockState } from "~/shared/schemas/admin-catalogue";

export const STOCK_STATE_LABELS: Record<StockState, string> = {
  untracked: "Not tracked",
  "in-stock": "In stock",
  low: "Low stock",
  out: "Out of stock",
};

// Borrowed from the order colours: green for fine, yellow for act soon, red for none left; grey when not counted.
const tones: Record<StockState, OrderStatus | undefined> = { untracked: undefined, "in-stock": "delivered", low: "pending", out: "cancelled" };

export function StockBadge({ state }: { state: StockState }) {
  return (
    <StatusBadge status={state} tone={tones[state]}>
      {STOCK_STATE_LABELS[state]}
    </StatusBadge>
  );
}

/** "12 on hand" or "Not counted": the figure beside the badge. */
export function stockFigure(item: Pick<AdminCatalogueItem, "stockOnHand">): string {
  return item.stockOnHand === null ? "Not counted" : `${item.stockOnHand} on hand`;
}
