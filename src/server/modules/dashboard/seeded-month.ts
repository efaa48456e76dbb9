import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { codConfirmations } from "~/server/db/schema/cod-confirmations";
import { orderItems, orders } from "~/server/db/schema/orders";
import { returnRequests } from "~/server/db/schema/returns";
import { insertOrder } from "~/server/test/orders";
import type { OrderStatus } from "~/shared/order-status";
import type { PaymentMethod } from "~/shared/payment";

// A month of orders whose dashboard figures are worked out by hand in dashboard.test.ts.

/** The shop's clock for the tests: late on 31 March 2026, Asia/Kolkata. */
export const SEEDED_NOW = "2026-03-31T23:45:00+05:30";

type Placed = {
  at: string;
  pricePaise: number;
  quantity?: number;
  method: PaymentMethod;
  status: OrderStatus;
  state: string;
  cod?: "confirmed" | "unconfirmed" | "waiting";
  referrer?: { userId: string; commissionPaise: number };
  product?: { id: string; name: string };
};

export async function placeAt(db: Queryable, userId: string, placed: Placed) {
  const order = await insertOrder(db, userId, { pricePaise: placed.pricePaise, quantity: placed.quantity ?? 1, createdAt: new Date(placed.at), status: placed.status });
  const waiting = placed.cod === "waiting";
  await db
    .update(orders)
    .set({
      paymentMethod: placed.method,
      shippingState: placed.state,
      referrerUserId: placed.referrer?.userId ?? null,
      referralCommissionPaise: placed.referrer?.commissionPaise ?? 0,
      awaiting: waiting ? "cod_confirmation" : null,
      awaitingUntil: waiting ? new Date(new Date(placed.at).getTime() + 48 * 3_600_000) : null,
    })
    .where(eq(orders.id, order.id));
  if (placed.cod) await db.insert(codConfirmations).values({ orderId: order.id, tokenHash: randomUUID(), usedAt: placed.cod === "confirmed" ? new Date(placed.at) : null });
  if (placed.product) await db.update(orderItems).set({ productId: placed.product.id, sizeId: placed.product.id, productName: placed.product.name }).where(eq(orderItems.orderId, order.id));
  return order;
}

export async function askReturn(db: Queryable, order: { id: string; userId: string }) {
  await db.insert(returnRequests).values({ orderId: order.id, userId: order.userId, reason: "leaking", description: "The bottle leaked in transit", resolution: "refund" });
}

/**
 * Current period (30 days to 31 March: 2 to 31 March) and the previous one (31 January to 1 March).
 * Returns the customers: `regular` bought in January, `fresh` and `referred` first buy in March, `earlier` only in February.
 */
export async function seedMonth(db: Queryable, signUp: () => Promise<{ id: string }>) {
  const [regular, fresh, referred, earlier] = [await signUp(), await signUp(), await signUp(), await signUp()];
  await placeAt(db, regular.id, { at: "2026-01-15T12:00:00+05:30", pricePaise: 20_000, method: "cod", status: "delivered", state: "Rajasthan" });
  // Previous period: 23:30 IST on 1 March is still 1 March in Kolkata.
  await placeAt(db, earlier.id, { at: "2026-03-01T23:30:00+05:30", pricePaise: 10_000, method: "upi", status: "delivered", state: "Delhi" });
  await placeAt(db, regular.id, { at: "2026-02-10T12:00:00+05:30", pricePaise: 20_000, method: "cod", status: "processing", state: "Rajasthan" });
  // Current period: 00:10 IST on 2 March is 1 March in UTC.
  await placeAt(db, regular.id, { at: "2026-03-02T00:10:00+05:30", pricePaise: 60_000, method: "cod", status: "delivered", state: "Rajasthan", cod: "confirmed" });
  await placeAt(db, fresh.id, { at: "2026-03-10T23:30:00+05:30", pricePaise: 10_000, method: "upi", status: "shipped", state: "Maharashtra" });
  const returned = await placeAt(db, fresh.id, {
    at: "2026-03-11T01:00:00+05:30",
    pricePaise: 20_000,
    quantity: 2,
    method: "online",
    status: "delivered",
    state: "Maharashtra",
    product: { id: "3", name: "Organic Arhar Dal" },
  });
  await askReturn(db, returned);
  await placeAt(db, regular.id, { at: "2026-03-15T12:00:00+05:30", pricePaise: 30_000, method: "cod", status: "cancelled", state: "Rajasthan", cod: "unconfirmed" });
  await placeAt(db, fresh.id, { at: "2026-03-20T12:00:00+05:30", pricePaise: 50_000, method: "cod", status: "returned_to_origin", state: "Maharashtra" });
  await placeAt(db, referred.id, {
    at: "2026-03-31T23:30:00+05:30",
    pricePaise: 80_000,
    method: "cod",
    status: "pending",
    state: "Karnataka",
    cod: "waiting",
    referrer: { userId: regular.id, commissionPaise: 4_000 },
  });
  return { regular, fresh, referred, earlier };
}
