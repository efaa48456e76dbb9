import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { orders } from "../db/schema/orders";
import type { OrderStatus } from "~/shared/order-status";
import type { TestApp } from "./app";
import type { TestUser } from "./users";

/** A staff member moves an order to another status, as the order page's buttons do (shipping with a courier and tracking number, a return with its reason). */
export function moveOrderRequest(shop: TestApp, staff: TestUser, orderId: string, toStatus: OrderStatus, extra: { writeOffItemIds?: string[] } = {}) {
  const tracking = toStatus === "shipped" ? { courier: "Delhivery", trackingNumber: "DLV1234567890" } : {};
  const returned = toStatus === "returned_to_origin" ? { reason: "Refused at the door", ...extra } : {};
  return shop.api(staff).admin.orders[":id"].status.$post({ param: { id: orderId }, json: { toStatus, ...tracking, ...returned } });
}

/** Staff confirm a waiting COD order by phone, as a first order must be before it can move on. */
export async function confirmByPhone(shop: TestApp, staff: TestUser, orderId: string) {
  const answer = await shop.api(staff).admin.orders[":id"]["cod-confirmation"].$post({ param: { id: orderId }, json: { note: "Confirmed on the phone" } });
  if (answer.status !== 200) throw new Error(`confirmByPhone: ${answer.status} ${await answer.text()}`);
}

/** The same, for a checkout order that may or may not wait (a shopper's first order waits; a later small one does not). */
export async function confirmIfWaiting(shop: TestApp & { db: Queryable }, staff: TestUser, orderId: string) {
  const [row] = await shop.db.select({ awaiting: orders.awaiting }).from(orders).where(eq(orders.id, orderId));
  if (row?.awaiting === "cod_confirmation") await confirmByPhone(shop, staff, orderId);
}
