import { randomInt, randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { cartItems } from "~/server/db/schema/cart";
import { orderEvents, orderItems, orders } from "~/server/db/schema/orders";
import { ApiError } from "~/server/http/errors";
import { lineTitle } from "~/shared/line-title";
import { rewardsToSpend } from "~/shared/membership";
import { BILLING_ADDRESS_MESSAGE } from "~/shared/schemas/business-buyer";
import { COD_LIMIT_MESSAGE, priceSummary, withinCodLimit } from "~/shared/pricing";
import type { Signatory } from "~/shared/invoice";
import type { placeOrderSchema } from "~/shared/schemas/order";
import { findUserAddress } from "../addresses/service";
import { availableLines, priceCart, withPromoCode, type PricedCartLine } from "../cart/service";
import { notEnoughStockMessage, takeStock } from "../catalogue/service";
import { lockSpendableRewards, refuseMembersOwnHousehold, spendRewards, totalOf } from "../membership/service";
import { promiseForAddress } from "../delivery/service";
import { issueInvoice } from "../invoices/service";
import { lookUpPincode } from "../pincodes/service";
import { codConfirmationWait, getPaymentSettings, paymentTermsAt, paymentWait } from "../payments/service";
import { takePromoUse } from "../promos/service";
import { getOrderWithItems } from "./order-reads";
import { byName, toItemView, toOrderRecord, type OrderRecord } from "./records";

export { moveOrder, type MovedOrder } from "./move-order";
export { orderStatusMail } from "./status-mail";

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** ORD-{timestamp}-{7 random upper-case alphanumerics}, from a cryptographic source. */
export function newOrderNumber(now = Date.now()): string {
  let suffix = "";
  for (let i = 0; i < 7; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ORD-${now}-${suffix}`;
}

/** Thrown inside the transaction when the idempotency key was taken meanwhile: rolls back, then replays. */
class AlreadyPlaced extends Error {}

/** Places the cart as one order, all or nothing; the same idempotency key returns the first order and writes nothing. */
// `onPlaced` runs in the transaction (the confirmation e-mail), so it commits with the order; the promised day is never recomputed.
export async function placeOrder(
  db: Database,
  userId: string,
  input: PlaceOrderRequest,
  onPlaced?: (tx: Transaction, order: OrderRecord) => Promise<unknown>,
  now: Date = new Date(),
  /** Who signs the invoice (env.signatory); none: the invoice prints the role without a name. */
  signatory: Signatory | null = null,
): Promise<{ order: OrderRecord; created: boolean }> {
  try {
    const order = await db.transaction(async (tx) => {
      // Locking the cart's lines makes a retry or a second tab wait here, then find the first order or an emptied cart.
      const cart = await priceCart(tx, userId, { lock: true });
      if (await findOrderIdByKey(tx, userId, input.idempotencyKey)) throw new AlreadyPlaced();
      if (cart.lines.length === 0) throw new ApiError(400, "Your cart is empty");

      const address = await findUserAddress(tx, userId, input.addressId);
      if (!address) throw new ApiError(404, "Selected address not found", { fields: { addressId: "Selected address not found" } });
      const billingAddress = await findBillingAddress(tx, userId, input.business?.billingAddressId);
      // Refused where staff have switched deliveries off (docs/product-rules.md#delivery-promise).
      const { promisedOn } = await promiseForAddress(tx, address, now);

      refuseUnavailableLines(cart.lines);
      const { summary: discounted, promo, friend } = input.promoCode
        ? await withPromoCode(tx, cart, input.promoCode, userId)
        : { summary: cart.summary, promo: null, friend: null };
      if (friend) await refuseMembersOwnHousehold(tx, friend.member.userId, address);
      // Rewards are locked until the commit; what checkout showed must still hold, or the shopper would pay an unseen total.
      const rewards = input.rewardsPaise > 0 ? await lockSpendableRewards(tx, userId, now) : [];
      const rewardsPaise = input.rewardsPaise > 0 ? rewardsToSpend(totalOf(rewards), discounted.subtotalPaise, discounted.discountPaise) : 0;
      if (rewardsPaise !== input.rewardsPaise) {
        throw new ApiError(409, "Your rewards changed since you opened checkout. Please check the new total and place your order again.", { title: "Rewards changed" });
      }
      // Read once: the charge or saving and the wait that follow are from the same figures.
      const paymentSettings = await getPaymentSettings(tx);
      const terms = await paymentTermsAt(tx, input.paymentMethod, address.pincode, paymentSettings);
      const summary = priceSummary(availableLines(cart.lines), discounted.discountPaise, rewardsPaise, terms);
      if (input.paymentMethod === "cod" && !withinCodLimit(summary.totalPaise)) throw new ApiError(400, COD_LIMIT_MESSAGE, { title: "Over the cash on delivery limit" });
      const wait = input.paymentMethod === "cod" ? await codConfirmationWait(tx, userId, summary.totalPaise, now, paymentSettings) : paymentWait(input.paymentMethod, now, paymentSettings);

      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          // The moment the promise was made for, so the order page tells the same promise whatever the database's clock says.
          createdAt: now,
          userId,
          idempotencyKey: input.idempotencyKey,
          shippingFullName: address.fullName,
          shippingPhone: address.phone,
          shippingAddressLine1: address.addressLine1,
          shippingAddressLine2: address.addressLine2,
          shippingLandmark: address.landmark,
          shippingCity: address.city,
          // The place of supply: the pincode's state from the directory, whatever an older saved address says.
          shippingState: lookUpPincode(address.pincode)?.state ?? address.state,
          shippingPincode: address.pincode,
          subtotalPaise: summary.subtotalPaise,
          discountPaise: summary.discountPaise,
          promoCode: promo?.code ?? friend?.member.code ?? null,
          promoCodeId: promo?.id ?? null,
          referrerUserId: friend?.member.userId ?? null,
          referralCommissionPaise: friend?.commissionPaise ?? 0,
          rewardsPaise: summary.rewardsPaise,
          shippingPaise: summary.shippingPaise,
          codChargePaise: summary.codChargePaise,
          upiSavingPaise: summary.upiSavingPaise,
          roundOffPaise: summary.roundOffPaise,
          totalPaise: summary.totalPaise,
          paymentMethod: input.paymentMethod,
          ...wait,
          participateLuckyDraw: input.participateLuckyDraw,
          promisedDeliveryOn: promisedOn,
          buyerGstin: input.business?.gstin ?? null,
          buyerBusinessName: input.business?.name ?? null,
          language: input.language,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (!order) throw new AlreadyPlaced();

      // The items, the first status event and the emptied cart lines: one statement, one round trip.
      const items = cart.lines.map((line) => ({
        id: randomUUID(),
        orderId: order.id,
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
        tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: "pending", createdAt: now }).returning({ id: orderEvents.id }),
      );
      await tx
        .with(addItems, addEvent)
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cart.lines.map((line) => line.id))));
      // Stock and promo last, so their rows stay locked only until the commit.
      await takeStock(tx, order.id, cart.lines);
      if (promo) await takePromoUse(tx, promo, availableLines(cart.lines));
      if (rewardsPaise > 0) await spendRewards(tx, userId, order.id, rewards, rewardsPaise);
      const placed = toOrderRecord(order, items.map(toItemView).sort(byName));
      await onPlaced?.(tx, placed);
      // The invoice last: its counter stays locked only briefly, and a rollback gives its number back.
      await issueInvoice(tx, order, items, now, { billingAddress, signatory });
      return placed;
    });
    return { order, created: true };
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const first = await findOrderByKey(db, userId, input.idempotencyKey);
    if (!first) throw new Error("idempotency key taken but no order found", { cause: error });
    return { order: first, created: false };
  }
}

/** A business buyer's billing address, when it is not the delivery address: one of their own saved addresses. */
async function findBillingAddress(tx: Transaction, userId: string, addressId: string | null | undefined) {
  if (!addressId) return null;
  const address = await findUserAddress(tx, userId, addressId);
  if (!address) throw new ApiError(404, BILLING_ADDRESS_MESSAGE, { fields: { "business.billingAddressId": BILLING_ADDRESS_MESSAGE } });
  return address;
}

/** A line whose item left the shop, sold out or is short refuses checkout (checked again under lock when stock is taken). */
function refuseUnavailableLines(lines: readonly PricedCartLine[]): void {
  for (const line of lines) {
    if (!line.available && line.stockLeft === null) {
      throw new ApiError(409, `${lineTitle(line.productName, line.sizeLabel)} is no longer sold. Please remove it from your cart.`, { title: "Item unavailable" });
    }
    if (line.stockLeft !== null && line.quantity > line.stockLeft) {
      throw new ApiError(409, notEnoughStockMessage(lineTitle(line.productName, line.sizeLabel), line.stockLeft), { title: "Not enough stock" });
    }
  }
}

async function findOrderIdByKey(db: Queryable, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

async function findOrderByKey(db: Queryable, userId: string, key: string): Promise<OrderRecord | undefined> {
  const id = await findOrderIdByKey(db, userId, key);
  return id ? getOrderWithItems(db, id) : undefined;
}
