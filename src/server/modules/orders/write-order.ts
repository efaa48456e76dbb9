import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { cartItems } from "~/server/db/schema/cart";
import { orderEvents, orderItems, orders } from "~/server/db/schema/orders";
import type { CheckoutLine } from "../cart/service";

/** Thrown inside the transaction when the idempotency key was taken meanwhile: rolls back, then replays. */
export class AlreadyPlaced extends Error {}

type NewOrder = Omit<typeof orders.$inferInsert, "id"> & { userId: string; createdAt: Date };

/**
 * The order, its items, its first status event and the emptied cart lines: one statement, one round
 * trip. A key already taken trips the (user, key) index, and the whole statement goes as AlreadyPlaced.
 */
export async function writeOrder(tx: Transaction, values: NewOrder, lines: readonly CheckoutLine[]) {
  const orderId = randomUUID();
  const items = lines.map((line) => ({
    id: randomUUID(),
    orderId,
    productId: line.productId,
    sizeId: line.sizeId,
    sizeLabel: line.sizeLabel,
    productName: line.productName,
    productImage: line.productImage,
    quantity: line.quantity,
    pricePaise: line.pricePaise,
    subtotalPaise: line.subtotalPaise,
  }));
  const addItems = tx.$with("added_items").as(tx.insert(orderItems).values(items).returning({ id: orderItems.id }));
  const addEvent = tx.$with("first_event").as(
    tx.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: "pending", createdAt: values.createdAt }).returning({ id: orderEvents.id }),
  );
  const clearLines = tx.$with("cleared_lines").as(
    tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, values.userId), inArray(cartItems.id, lines.map((line) => line.id))))
      .returning({ id: cartItems.id }),
  );
  try {
    const [order] = await tx.with(addItems, addEvent, clearLines).insert(orders).values({ ...values, id: orderId }).returning();
    return { order: order!, items };
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === "orders_user_idempotency_key") throw new AlreadyPlaced();
    throw error;
  }
}
