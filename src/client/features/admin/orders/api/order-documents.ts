import { ORDER_EXPORT_LIMIT, PACKING_SLIP_BATCH_LIMIT } from "~/shared/schemas/admin-orders";

// The staff's order documents are plain downloads (<a href download>): the browser shows its own
// progress, and they work before the page's JavaScript has loaded.

export { ORDER_EXPORT_LIMIT, PACKING_SLIP_BATCH_LIMIT };

type OrderFilters = { status: string; from: string; to: string; q: string };

/** The filters as a query string, empty ones left out (the list's page is not a filter). */
function filterQuery(filters: OrderFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  return query ? `?${query}` : "";
}

export const ordersCsvHref = (filters: OrderFilters) => `/api/admin/order-exports/orders.csv${filterQuery(filters)}`;

export const packingSlipsHref = (filters: OrderFilters) => `/api/admin/order-exports/packing-slips.pdf${filterQuery(filters)}`;

export const packingSlipHref = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/packing-slip.pdf`;
