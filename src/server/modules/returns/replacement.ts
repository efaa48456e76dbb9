import { asc, eq, inArray } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import { orderEvents, orderItems, orders } from "~/server/db/schema/orders";
import { returnRequestLines, returnRequests } from "~/server/db/schema/returns";
import { ApiError } from "~/server/http/errors";
import type { Signatory } from "~/shared/invoice";
import { lineTitle } from "~/shared/line-title";
import { takeStock } from "../catalogue/service";
import { promiseForAddress } from "../delivery/service";
import { issueChallan } from "../invoices/service";
import { newOrderNumber } from "../orders/service";
import type { ReturnRow } from "./records";

// An approved replacement ships as an order of its own at ₹0, under a delivery challan (docs/decisions/069-replacement-shipments.md).

export type Replacement = { orderId: string; orderNumber: string; challanNumber: string };

/** Staff's refusal when a returned line cannot be sent again: nothing is approved. */
export const shortForReplacementMessage = (title: string, left: number, needed: number) =>
  `Not enough stock to replace ${title}: ${left} left, ${needed} needed. Restock it first, or refuse the request.`;

type Line = { item: typeof orderItems.$inferSelect; quantity: number };

/** A ₹0 order of the returned lines, in the approving transaction; short stock refuses the approval. */
export async function shipReplacement(tx: Transaction, row: ReturnRow, deps: { now: Date; signatory: Signatory | null }): Promise<Replacement> {
  const [original] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
  if (!original) throw new Error(`no order ${row.orderId} for the return ${row.id}`);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
  const returned = await tx.select().from(returnRequestLines).where(eq(returnRequestLines.requestId, row.id));
  const lines: Line[] = returned.map((line) => ({ item: items.find((item) => item.id === line.orderItemId)!, quantity: line.quantity }));
  await refuseShortStock(tx, lines);

  const { promisedOn } = await promiseForAddress(tx, { pincode: original.shippingPincode, state: original.shippingState }, deps.now);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: newOrderNumber(deps.now.getTime()),
      createdAt: deps.now,
      userId: original.userId,
      // One replacement per request, whatever retries happen: the (user, key) index.
      idempotencyKey: `replacement:${row.id}`,
      shippingFullName: original.shippingFullName,
      shippingPhone: original.shippingPhone,
      shippingAddressLine1: original.shippingAddressLine1,
      shippingAddressLine2: original.shippingAddressLine2,
      shippingLandmark: original.shippingLandmark,
      shippingCity: original.shippingCity,
      shippingState: original.shippingState,
      shippingPincode: original.shippingPincode,
      subtotalPaise: 0,
      shippingPaise: 0,
      totalPaise: 0,
      paymentMethod: original.paymentMethod,
      // Nothing is owed: ₹0 is settled from the start, so no payment is awaited or collected.
      paymentStatus: "paid",
      paidAt: deps.now,
      promisedDeliveryOn: promisedOn,
    })
    .returning();
  const placed = order!;
  await tx.insert(orderItems).values(
    lines.map(({ item, quantity }) => ({ orderId: placed.id, productId: item.productId, sizeId: item.sizeId, productName: item.productName, productImage: item.productImage, sizeLabel: item.sizeLabel, quantity, pricePaise: 0, subtotalPaise: 0 })),
  );
  await tx.insert(orderEvents).values({ orderId: placed.id, fromStatus: null, toStatus: "pending", note: `Replacement for order #${original.orderNumber}`, createdAt: deps.now });
  await takeStock(tx, placed.id, lines.map(({ item, quantity }) => ({ ...item, quantity })));
  await tx.update(returnRequests).set({ replacementOrderId: placed.id }).where(eq(returnRequests.id, row.id));
  const challan = await issueChallan(
    tx,
    {
      originalOrderId: original.id,
      replacementOrderId: placed.id,
      goodsLineCount: items.length,
      lines: lines.map(({ item, quantity }) => ({ title: lineTitle(item.productName, item.sizeLabel), quantity })),
      of: { orderNumber: placed.orderNumber, placedAt: deps.now, returnRequestId: row.id, originalOrderNumber: original.orderNumber },
    },
    deps.now,
    deps.signatory,
  );
  return { orderId: placed.id, orderNumber: placed.orderNumber, challanNumber: challan.number };
}

/** Locks the sizes (in id order, as orders take them) and refuses the approval when any has too few left; an untracked size never runs short. */
async function refuseShortStock(tx: Transaction, lines: readonly Line[]): Promise<void> {
  const ids = [...new Set(lines.map(({ item }) => item.sizeId))].sort();
  const sizes = await tx.select({ id: catalogueSizes.id, onHand: catalogueSizes.stockOnHand }).from(catalogueSizes).where(inArray(catalogueSizes.id, ids)).orderBy(asc(catalogueSizes.id)).for("update");
  for (const { item, quantity } of lines) {
    const onHand = sizes.find((size) => size.id === item.sizeId)?.onHand ?? null;
    if (onHand !== null && onHand < quantity) throw new ApiError(409, shortForReplacementMessage(lineTitle(item.productName, item.sizeLabel), onHand, quantity), { title: "Not enough stock" });
  }
}
