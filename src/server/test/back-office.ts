import type { OrderStatus } from "~/shared/order-status";
import type { TestApp } from "./app";
import type { TestUser } from "./users";

/** A staff member moves an order to another status, as the order page's buttons do. */
export function moveOrderRequest(shop: TestApp, staff: TestUser, orderId: string, toStatus: OrderStatus) {
  return shop.api(staff).admin.orders[":id"].status.$post({ param: { id: orderId }, json: { toStatus } });
}
