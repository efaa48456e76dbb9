import { Link } from "react-router";
import { paths } from "~/shared/paths";
import type { Dashboard } from "../api/get-dashboard";
import { StockBadge } from "~/client/features/admin/catalogue/components/stock-badge";

/** Shown items at or below their low-stock alert, fewest first (the server's order), each opening its page to set the stock. */
export function LowStockList({ items }: { items: Dashboard["lowStock"] }) {
  if (items.length === 0) return <p className="mt-3 text-sm">No items are low on stock.</p>;
  return (
    <ul className="mt-3 divide-y divide-earth-900/10 rounded-lg border border-earth-900/15 bg-white">
      {items.map((item) => (
        <li key={item.sizeId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-3">
          <Link to={paths.adminCatalogueItem.getHref(item.id)} className="font-semibold text-leaf-800 underline-offset-2 hover:underline">
            {item.name}
          </Link>
          <span className="flex items-center gap-2 text-sm">
            <StockBadge state={item.stockOnHand === 0 ? "out" : "low"} />
            <span>
              {item.stockOnHand} left, alert at {item.lowStockThreshold}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
