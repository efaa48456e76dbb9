import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { codConfirmations } from "~/server/db/schema/cod-confirmations";
import { orders } from "~/server/db/schema/orders";
import { ApiError } from "~/server/http/errors";
import { linkTokenHash as hashOf, newLinkToken } from "~/server/lib/tokens";
import { recordOrderAudit } from "../audit/service";
import type { PaymentSettings } from "~/shared/payment";

// COD confirmation (PRODUCT.md "Payments and cash on delivery", decision 064): a shopper's first order,
// or a large one, waits until the shopper (link or order page) or staff (by phone) confirm it.

export const CONFIRM_LINK_INVALID = "This confirmation link is not valid. Please open the order from your account to confirm it.";
export const ALREADY_CONFIRMED = "This order is already confirmed. Thank you!";
export const CONFIRM_EXPIRED = "This confirmation link has expired: the order was not confirmed in time.";

/** A delivered order of the shopper's, if any: a first order asks for confirmation whatever its total. */
export const deliveredOrderOf = (db: Queryable, userId: string) =>
  db.select({ id: orders.id }).from(orders).where(and(eq(orders.userId, userId), eq(orders.orderStatus, "delivered"))).limit(1);

/** What a new COD order waits for: confirmation when the shopper has no delivered order yet or the total reaches the threshold. */
export function codConfirmationWait(deliveredBefore: boolean, totalPaise: number, now: Date, settings: PaymentSettings): { awaiting: "cod_confirmation"; awaitingUntil: Date } | null {
  if (deliveredBefore && totalPaise < settings.codConfirmMinTotalPaise) return null;
  return { awaiting: "cod_confirmation", awaitingUntil: new Date(now.getTime() + settings.codConfirmHours * 3_600_000) };
}

/** A fresh single-use token for the confirmation e-mail; only its hash is kept. */
export async function issueCodConfirmToken(tx: Queryable, orderId: string): Promise<string> {
  const token = newLinkToken();
  await tx.insert(codConfirmations).values({ orderId, tokenHash: hashOf(token) });
  return token;
}

export type CodConfirmedBy = { via: "link" | "order_page" | "phone"; actorUserId: string | null; note?: string };

type Outcome = "confirmed" | "already" | "expired";

/** Stops the order waiting, spends its link and audits who confirmed; the UPDATE's conditions make two confirmations at once confirm once. */
async function confirm(tx: Queryable, orderId: string, by: CodConfirmedBy, now: Date): Promise<Outcome> {
  const [done] = await tx
    .update(orders)
    .set({ awaiting: null, awaitingUntil: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.awaiting, "cod_confirmation"), eq(orders.orderStatus, "pending"), gt(orders.awaitingUntil, now)))
    .returning({ orderNumber: orders.orderNumber });
  if (!done) {
    const [order] = await tx.select({ status: orders.orderStatus, awaiting: orders.awaiting }).from(orders).where(eq(orders.id, orderId));
    return order?.status === "cancelled" || order?.awaiting === "cod_confirmation" ? "expired" : "already";
  }
  await tx.update(codConfirmations).set({ usedAt: now }).where(and(eq(codConfirmations.orderId, orderId), isNull(codConfirmations.usedAt)));
  await recordOrderAudit(tx, orderId, {
    actorUserId: by.actorUserId,
    action: "order.cod_confirmed",
    before: { orderNumber: done.orderNumber, awaiting: "cod_confirmation" },
    after: { orderNumber: done.orderNumber, awaiting: null, confirmedBy: by.via, ...(by.note ? { note: by.note } : {}) },
  });
  return "confirmed";
}

const refusal = (outcome: Exclude<Outcome, "confirmed">, expired: string) =>
  outcome === "already" ? new ApiError(409, ALREADY_CONFIRMED, { title: "Already confirmed" }) : new ApiError(410, expired, { title: "Too late to confirm" });

/** The order page's button or staff's "Confirmed by phone": the caller has already checked who may. */
export async function confirmCodOrder(db: Database, orderId: string, by: CodConfirmedBy, now: Date): Promise<void> {
  const outcome = await db.transaction((tx) => confirm(tx, orderId, by, now));
  if (outcome !== "confirmed") throw refusal(outcome, "This order can no longer be confirmed: it was not confirmed in time.");
}

/** The link's page, before its button is pressed: which order, and whether the link still works. */
export async function codLinkState(db: Queryable, token: string, now: Date): Promise<{ orderNumber: string; state: "open" | "used" | "expired" }> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, usedAt: codConfirmations.usedAt, awaiting: orders.awaiting, until: orders.awaitingUntil, status: orders.orderStatus })
    .from(codConfirmations)
    .innerJoin(orders, eq(orders.id, codConfirmations.orderId))
    .where(eq(codConfirmations.tokenHash, hashOf(token)));
  if (!row) throw new ApiError(404, CONFIRM_LINK_INVALID, { title: "Link not valid" });
  const open = row.awaiting === "cod_confirmation" && row.status === "pending" && row.until !== null && row.until > now;
  const state = open ? "open" : row.usedAt || (row.status !== "cancelled" && row.awaiting !== "cod_confirmation") ? "used" : "expired";
  return { orderNumber: row.orderNumber, state };
}

/** The link's button: works signed out, once. */
export async function confirmByLink(db: Database, token: string, now: Date): Promise<{ orderNumber: string }> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ orderId: codConfirmations.orderId, usedAt: codConfirmations.usedAt, orderNumber: orders.orderNumber })
      .from(codConfirmations)
      .innerJoin(orders, eq(orders.id, codConfirmations.orderId))
      .where(eq(codConfirmations.tokenHash, hashOf(token)));
    if (!row) throw new ApiError(404, CONFIRM_LINK_INVALID, { title: "Link not valid" });
    if (row.usedAt) return { outcome: "already" as const, orderNumber: row.orderNumber };
    return { outcome: await confirm(tx, row.orderId, { via: "link", actorUserId: null }, now), orderNumber: row.orderNumber };
  });
  if (result.outcome !== "confirmed") throw refusal(result.outcome, CONFIRM_EXPIRED);
  return { orderNumber: result.orderNumber };
}
