import type { OrderStatus } from "~/shared/order-status";
import type { TestApp } from "./app";
import type { TestUser } from "./users";

/** A staff member moves an order to another status, as the order page's buttons do (shipping with a courier and tracking number). */
export function moveOrderRequest(shop: TestApp, staff: TestUser, orderId: string, toStatus: OrderStatus) {
  const tracking = toStatus === "shipped" ? { courier: "Delhivery", trackingNumber: "DLV1234567890" } : {};
  return shop.api(staff).admin.orders[":id"].status.$post({ param: { id: orderId }, json: { toStatus, ...tracking } });
}
