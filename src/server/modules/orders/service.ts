import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { ApiError } from "~/server/http/errors";
import { lineTitle } from "~/shared/line-title";
import { rewardsToSpend } from "~/shared/membership";
import { BILLING_ADDRESS_MESSAGE } from "~/shared/schemas/business-buyer";
import { COD_LIMIT_MESSAGE, priceSummary, withinCodLimit } from "~/shared/pricing";
import type { Lang } from "~/shared/lang";
import type { Signatory } from "~/shared/invoice";
import type { placeOrderSchema } from "~/shared/schemas/order";
import { findUserAddress } from "../addresses/service";
import { availableLines, lockCartForCheckout, withPromoCode, type CheckoutLine } from "../cart/service";
import { notEnoughStockMessage, takeStock } from "../catalogue/service";
import { lockSpendableRewards, refuseMembersOwnHousehold, spendRewards, totalOf } from "../membership/service";
import { promiseForAddress } from "../delivery/service";
import { issueInvoice } from "../invoices/service";
import { lookUpPincode } from "../pincodes/service";
import { checkoutPaymentFacts, codConfirmationWait, paymentTermsAt, paymentWait } from "../payments/service";
import { takePromoUse } from "../promos/service";
import { getOrderWithItems } from "./order-reads";
import { byName, toItemView, toOrderRecord, type OrderRecord } from "./records";
import { AlreadyPlaced, writeOrder } from "./write-order";

export { moveOrder, type MovedOrder } from "./move-order";
export { orderStatusMail } from "./status-mail";
export { hindiNamesOf } from "./records";

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** ORD-{timestamp}-{7 random upper-case alphanumerics}, from a cryptographic source. */
export function newOrderNumber(now = Date.now()): string {
  let suffix = "";
  for (let i = 0; i < 7; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ORD-${now}-${suffix}`;
}

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
      const cart = await lockCartForCheckout(tx, userId, input.language);
      if (cart.lines.length === 0) {
        // An emptied cart may be this key's own order's doing; a full one meets the key at the order's unique index.
        if (await findOrderIdByKey(tx, userId, input.idempotencyKey)) throw new AlreadyPlaced();
        throw new ApiError(400, "Your cart is empty");
      }

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
      const payment = await checkoutPaymentFacts(tx, userId, address.pincode);
      const terms = paymentTermsAt(input.paymentMethod, address.pincode, payment);
      const summary = priceSummary(availableLines(cart.lines), discounted.discountPaise, rewardsPaise, terms);
      if (input.paymentMethod === "cod" && !withinCodLimit(summary.totalPaise)) throw new ApiError(400, COD_LIMIT_MESSAGE, { title: "Over the cash on delivery limit" });
      const wait = input.paymentMethod === "cod" ? codConfirmationWait(payment.deliveredBefore, summary.totalPaise, now, payment.settings) : paymentWait(input.paymentMethod, now, payment.settings);

      const { order, items } = await writeOrder(
        tx,
        {
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
        },
        cart.lines,
      );
      // The answer and the confirmation name the items in the checkout page's language; the invoice keeps the English.
      const placed = toOrderRecord(order, items.map((item, n) => ({ ...toItemView(item), productName: cart.lines[n]!.shopperName })).sort(byName));
      await onPlaced?.(tx, placed);
      // Stock and promo last, so the rows every order shares stay locked only until the commit.
      await takeStock(tx, order.id, cart.lines.map((line) => ({ ...line, productName: line.shopperName })));
      if (promo) await takePromoUse(tx, promo, availableLines(cart.lines));
      if (rewardsPaise > 0) await spendRewards(tx, userId, order.id, rewards, rewardsPaise);
      // The invoice last: its counter stays locked only briefly, and a rollback gives its number back.
      await issueInvoice(tx, order, items.map((item, n) => ({ ...item, tax: cart.lines[n]!.tax })), now, { billingAddress, signatory });
      return placed;
    });
    return { order, created: true };
  } catch (error) {
    if (error instanceof ApiError) {
      // A refusal met before the key's index may be a retry of an order already placed: that order is the answer.
      const first = await findOrderByKey(db, userId, input.idempotencyKey, input.language).catch(() => undefined);
      if (!first) throw error;
      return { order: first, created: false };
    }
    if (!(error instanceof AlreadyPlaced)) throw error;
    const first = await findOrderByKey(db, userId, input.idempotencyKey, input.language);
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
function refuseUnavailableLines(lines: readonly CheckoutLine[]): void {
  for (const line of lines) {
    if (!line.available && line.stockLeft === null) {
      throw new ApiError(409, `${lineTitle(line.shopperName, line.sizeLabel)} is no longer sold. Please remove it from your cart.`, { title: "Item unavailable" });
    }
    if (line.stockLeft !== null && line.quantity > line.stockLeft) {
      throw new ApiError(409, notEnoughStockMessage(lineTitle(line.shopperName, line.sizeLabel), line.stockLeft), { title: "Not enough stock" });
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

/** The order a key placed, named as its first answer was: in the checkout page's language. */
async function findOrderByKey(db: Queryable, userId: string, key: string, lang: Lang = "en"): Promise<OrderRecord | undefined> {
  const id = await findOrderIdByKey(db, userId, key);
  return id ? getOrderWithItems(db, id, lang) : undefined;
}
