import { and, eq } from "drizzle-orm";
import { orderEvents, orderItems, orders } from "../db/schema/orders";
import type { TestApp } from "./app";
import { moveOrderRequest, confirmIfWaiting } from "./back-office";
import { newKey, placeOrderRequest } from "./checkout";
import { picture } from "./images";
import { shopperWithCart } from "./shopper";
import type { TestUser } from "./users";

// A delivered order with its invoice, and a shopper reporting a problem with it, as the order page does.

/** Placed through checkout (so it has its invoice) and moved by staff to delivered (a COD order is then paid). */
export async function deliveredOrder(shop: TestApp, staff: TestUser, productIds: readonly string[] = ["1", "1"], promoCode?: string) {
  const { user, address } = await shopperWithCart(shop, productIds);
  const { order } = await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey(), ...(promoCode ? { promoCode } : {}) })).json();
  await confirmIfWaiting(shop, staff, order.id);
  for (const status of ["processing", "shipped", "delivered"] as const) {
    const moved = await moveOrderRequest(shop, staff, order.id, status);
    if (moved.status !== 200) throw new Error(`deliveredOrder: ${status} ${await moved.text()}`);
  }
  return { user, order };
}

/** Moves the order's delivery back in time, as if it had been delivered `hours` ago. */
export async function deliveredHoursAgo(shop: TestApp, orderId: string, hours: number) {
  const at = new Date(shop.env.now().getTime() - hours * 60 * 60 * 1000);
  await shop.db.update(orderEvents).set({ createdAt: at }).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "delivered")));
}

export type ReportForm = { lines: { orderItemId: string; quantity: number }[]; reason: string; description: string; resolution: string; photos?: File[] };

/** POST /api/returns/orders/:orderNumber as the form sends it: multipart, the lines as JSON. */
export function reportProblemRequest(shop: TestApp, user: TestUser | undefined, orderNumber: string, form: ReportForm) {
  const body = new FormData();
  body.set("lines", JSON.stringify(form.lines));
  body.set("reason", form.reason);
  body.set("description", form.description);
  body.set("resolution", form.resolution);
  for (const photo of form.photos ?? []) body.append("photos", photo);
  return shop.app.request(`/api/returns/orders/${encodeURIComponent(orderNumber)}`, {
    method: "POST",
    body,
    headers: { Origin: shop.env.trustedOrigins[0]!, Accept: "application/json", ...(user ? { Cookie: user.cookie } : {}) },
  });
}

export async function photoFile(colour = "#c33") {
  return new File([new Uint8Array(await picture("jpeg", { width: 400, height: 300, colour }))], "leak.jpg", { type: "image/jpeg" });
}

export async function orderItemsOf(shop: TestApp, orderId: string) {
  return shop.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

export const paymentStatusOf = async (shop: TestApp, orderId: string) => (await shop.db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
