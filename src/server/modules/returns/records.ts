import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { taxDocuments } from "~/server/db/schema/invoices";
import { orderEvents, orderItems, orders } from "~/server/db/schema/orders";
import { returnPhotos, returnRequestLines, returnRequests } from "~/server/db/schema/returns";
import { lineTitle } from "~/shared/line-title";
import type { OrderStatus } from "~/shared/order-status";
import type { Lang } from "~/shared/lang";
import { hindiNamesOf } from "../orders/service";
import type { ReturnReason, ReturnResolution, ReturnStatus } from "~/shared/returns";

// A return request as the shopper's order page and the staff queue read it.

export type ReturnRow = typeof returnRequests.$inferSelect;

export type ReturnLineView = { orderItemId: string; title: string; sizeId: string; quantity: number; pricePaise: number };
export type ReturnPhotoView = { id: string; url: string; width: number; height: number };

export type ReturnView = {
  id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  description: string;
  resolution: ReturnResolution;
  createdAt: string;
  decidedAt: string | null;
  decisionNote: string | null;
  /** The credit note's total on an approved refund, and its number. */
  creditedPaise: number | null;
  creditNoteNumber: string | null;
  /** An approved replacement's ₹0 order: its number and where it has got to. */
  replacement: { orderId: string; orderNumber: string; orderStatus: OrderStatus } | null;
  lines: ReturnLineView[];
  photos: ReturnPhotoView[];
};

/** Where a photo is read: the route checks that the reader is its shopper or staff. */
export const returnPhotoHref = (photoId: string) => `/api/returns/photos/${photoId}`;

/** When the order was delivered: its latest move to delivered. */
export async function deliveredAtOf(db: Queryable, orderId: string): Promise<Date | null> {
  const [event] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.toStatus, "delivered")))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.at ?? null;
}

/** Each request with its lines (named in `lang`, as the order's items are), photos and credit note, in the order of `rows`. */
export async function returnViewsOf(db: Queryable, rows: readonly ReturnRow[], lang: Lang = "en"): Promise<ReturnView[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const replacementIds = rows.flatMap((row) => (row.replacementOrderId ? [row.replacementOrderId] : []));
  const [lines, photos, notes, replacements] = await Promise.all([
    db
      .select({ requestId: returnRequestLines.requestId, quantity: returnRequestLines.quantity, item: orderItems })
      .from(returnRequestLines)
      .innerJoin(orderItems, eq(orderItems.id, returnRequestLines.orderItemId))
      .where(inArray(returnRequestLines.requestId, ids)),
    db.select().from(returnPhotos).where(inArray(returnPhotos.requestId, ids)).orderBy(asc(returnPhotos.position)),
    db
      .select({ requestId: taxDocuments.returnRequestId, number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(inArray(taxDocuments.returnRequestId, ids), isNotNull(taxDocuments.returnRequestId))),
    replacementIds.length === 0
      ? []
      : db.select({ orderId: orders.id, orderNumber: orders.orderNumber, orderStatus: orders.orderStatus }).from(orders).where(inArray(orders.id, replacementIds)),
  ]);
  const hindi = lang === "hi" ? await hindiNamesOf(db, lines.map(({ item }) => item.productId)) : new Map<string, string | null>();
  return rows.map((row) => ({
    id: row.id,
    status: row.status as ReturnStatus,
    reason: row.reason as ReturnReason,
    description: row.description,
    resolution: row.resolution as ReturnResolution,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    creditedPaise: row.creditedPaise,
    creditNoteNumber: notes.find((note) => note.requestId === row.id)?.number ?? null,
    replacement: replacementOf(replacements.find((order) => order.orderId === row.replacementOrderId)),
    lines: lines
      .filter((line) => line.requestId === row.id)
      .map(({ item, quantity }) => ({ orderItemId: item.id, title: lineTitle(hindi.get(item.productId) || item.productName, item.sizeLabel), sizeId: item.sizeId, quantity, pricePaise: item.pricePaise })),
    photos: photos.filter((photo) => photo.requestId === row.id).map((photo) => ({ id: photo.id, url: returnPhotoHref(photo.id), width: photo.width, height: photo.height })),
  }));
}

function replacementOf(order: { orderId: string; orderNumber: string; orderStatus: string } | undefined): ReturnView["replacement"] {
  return order ? { ...order, orderStatus: order.orderStatus as OrderStatus } : null;
}

/** The order a replacement order was sent for, through its return request; null for any other order. */
export async function replacedOrderOf(db: Queryable, replacementOrderId: string): Promise<{ orderId: string; orderNumber: string } | null> {
  const [row] = await db
    .select({ orderId: orders.id, orderNumber: orders.orderNumber })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(returnRequests.replacementOrderId, replacementOrderId));
  return row ?? null;
}

/** Units of each order line already in a request that waits or was approved: what cannot be reported again. */
export async function unitsTakenOf(db: Queryable, orderId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: returnRequestLines.orderItemId, quantity: returnRequestLines.quantity })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.requestId))
    .where(and(eq(returnRequests.orderId, orderId), inArray(returnRequests.status, ["pending", "approved"])));
  const taken = new Map<string, number>();
  for (const row of rows) taken.set(row.orderItemId, (taken.get(row.orderItemId) ?? 0) + row.quantity);
  return taken;
}
