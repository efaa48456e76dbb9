import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { orderItems } from "~/server/db/schema/orders";
import { ApiError } from "~/server/http/errors";
import { returnStock } from "../catalogue/service";

export type ReturnedLines = {
  stockReturned: { itemId: string; sizeId: string; quantity: number }[];
  /** Catalogue items, sizes and units staff wrote off: the parcel's goods are not sellable again, so no stock comes back for them. */
  stockWrittenOff: { itemId: string; sizeId: string; quantity: number }[];
};

/** A parcel back at the shop: each line's stock comes back unless staff wrote that line off. */
export async function settleReturnedLines(tx: Transaction, orderId: string, writeOffItemIds: readonly string[]): Promise<ReturnedLines> {
  const written = writeOffItemIds.length
    ? await tx
        .select({ productId: orderItems.productId, sizeId: orderItems.sizeId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...writeOffItemIds])))
    : [];
  if (written.length !== new Set(writeOffItemIds).size) throw new ApiError(400, "A line to write off is not on this order", { fields: { writeOffItemIds: "A line to write off is not on this order" } });
  const stockWrittenOff = written.map((line) => ({ itemId: line.productId, sizeId: line.sizeId, quantity: line.quantity }));
  const stockReturned = await returnStock(tx, orderId, new Set(written.map((line) => line.sizeId)));
  return { stockReturned, stockWrittenOff };
}
