import type { Lang } from "~/shared/lang";
import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { orderItems, orders } from "~/server/db/schema/orders";
import { returnPhotos, returnRequestLines, returnRequests } from "~/server/db/schema/returns";
import { ApiError, notFound } from "~/server/http/errors";
import type { Logger } from "~/server/logger";
import type { MediaStorage } from "~/server/media/storage";
import { NOTHING_LEFT_MESSAGE, returnWindowOf, type ReturnWindow } from "~/shared/returns";
import { RETURN_QUANTITY_MESSAGE, type ReturnRequestFields } from "~/shared/schemas/return-request";
import { processReturnPhotos, removeReturnPhotos, storeReturnPhotos } from "./photos";
import { deliveredAtOf, returnViewsOf, unitsTakenOf, type ReturnView } from "./records";

export { replacedOrderOf } from "./records";

// The shopper's side of a return: what the order page offers, and reporting a problem. Every read is
// filtered by the session's user, so another's order answers 404 like a missing one.

export const ALREADY_REPORTED_MESSAGE = "A problem with one of these items is already waiting for our team. We will answer it first.";

/** What the order page shows: whether a problem can be reported, how many of each line, and the requests so far. */
export type OrderReturns = { window: ReturnWindow; returnable: { orderItemId: string; quantity: number }[]; requests: ReturnView[] };

async function ownOrder(db: Queryable, userId: string, orderNumber: string) {
  const [order] = await db.select({ id: orders.id, status: orders.orderStatus }).from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!order) throw notFound("Order not found");
  return order;
}

async function windowOf(db: Queryable, order: { id: string; status: string }, now: Date): Promise<ReturnWindow> {
  return returnWindowOf(order.status === "delivered" ? await deliveredAtOf(db, order.id) : null, now);
}

/** How many units of each line can still be reported: bought less those in a waiting or approved request. */
async function returnableOf(db: Queryable, orderId: string) {
  const [items, taken] = await Promise.all([db.select({ id: orderItems.id, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, orderId)), unitsTakenOf(db, orderId)]);
  return items.map((item) => ({ orderItemId: item.id, quantity: item.quantity - (taken.get(item.id) ?? 0) }));
}

export async function returnsOfOrder(db: Queryable, userId: string, orderNumber: string, now: Date, lang: Lang = "en"): Promise<OrderReturns> {
  const order = await ownOrder(db, userId, orderNumber);
  const rows = await db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id)).orderBy(desc(returnRequests.createdAt));
  const [window, returnable, requests] = await Promise.all([windowOf(db, order, now), returnableOf(db, order.id), returnViewsOf(db, rows, lang)]);
  return { window, returnable, requests };
}

const quantityRefused = () => new ApiError(400, RETURN_QUANTITY_MESSAGE, { fields: { lines: RETURN_QUANTITY_MESSAGE } });

/** Refuses lines not of this order, or more units than are left to report. */
async function checkLines(db: Queryable, orderId: string, lines: ReturnRequestFields["lines"]): Promise<void> {
  const returnable = await returnableOf(db, orderId);
  if (returnable.every((line) => line.quantity <= 0)) throw new ApiError(409, NOTHING_LEFT_MESSAGE);
  for (const line of lines) {
    const left = returnable.find((entry) => entry.orderItemId === line.orderItemId);
    if (!left) throw quantityRefused();
    if (left.quantity <= 0) throw new ApiError(409, ALREADY_REPORTED_MESSAGE);
    if (line.quantity > left.quantity) throw quantityRefused();
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

type ReportDeps = { db: Database; storage: MediaStorage; logger: Logger };

/** Written in one transaction holding the order's row, so two reports of one line cannot both pass; a refusal leaves no row and no photo. */
export async function reportProblem({ db, storage, logger }: ReportDeps, userId: string, orderNumber: string, fields: ReturnRequestFields, uploads: readonly File[], now: Date, lang: Lang = "en"): Promise<ReturnView> {
  const order = await ownOrder(db, userId, orderNumber);
  const window = await windowOf(db, order, now);
  if (!window.open) throw new ApiError(409, window.reason);
  await checkLines(db, order.id, fields.lines);
  const photos = await processReturnPhotos(uploads);
  const requestId = randomUUID();
  const files = await storeReturnPhotos(storage, requestId, photos);
  try {
    const row = await db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for("update");
      await checkLines(tx, order.id, fields.lines);
      const [created] = await tx
        .insert(returnRequests)
        .values({ id: requestId, orderId: order.id, userId, reason: fields.reason, description: fields.description, resolution: fields.resolution, createdAt: now })
        .returning();
      await tx.insert(returnRequestLines).values(fields.lines.map((line) => ({ requestId, orderItemId: line.orderItemId, quantity: line.quantity })));
      if (files.length > 0) await tx.insert(returnPhotos).values(files.map((file, position) => ({ requestId, storageKey: file.key, width: file.width, height: file.height, position })));
      return created!;
    });
    return (await returnViewsOf(db, [row], lang))[0]!;
  } catch (error) {
    await removeReturnPhotos(storage, logger, files.map((file) => file.key));
    if (isUniqueViolation(error)) throw new ApiError(409, ALREADY_REPORTED_MESSAGE);
    throw error;
  }
}
