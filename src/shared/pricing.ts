import { rupees, type Paise } from "./money";
import type { PaymentMethod, PaymentSettings } from "./payment";

// The server charges with these and never trusts a figure the browser sends; the browser displays with them.

export const FREE_SHIPPING_THRESHOLD: Paise = rupees(499);
export const SHIPPING_CHARGE: Paise = rupees(50);
/** Cash on delivery is the only payment method, and the courier carries at most this much per order. */
export const COD_LIMIT: Paise = rupees(10_000);
export const COD_LIMIT_MESSAGE = "Cash on Delivery is available for orders up to ₹10,000";

export type PricedLine = { pricePaise: Paise; quantity: number };

/** A priced line as a promo code sees it: which item, at today's price, how many. */
export type PromoLine = PricedLine & { sizeId: string };

export type PromoTerms =
  | {
      discountType: "percentage" | "fixed";
      /** Percent (1–100) for a percentage code; paise for a fixed-amount code. */
      discountValue: number;
      maxDiscountPaise: Paise | null;
    }
  | {
      /** A product-scoped code: the named pack sizes at these prices (paise, by size id). */
      discountType: "product_price";
      itemPrices: ReadonlyMap<string, Paise>;
    };

export type PriceSummary = {
  itemCount: number;
  subtotalPaise: Paise;
  discountPaise: Paise;
  /** Membership rewards spent on it, after the discount. */
  rewardsPaise: Paise;
  shippingPaise: Paise;
  /** Added when paying cash on delivery (staff set it; ₹0 by default). */
  codChargePaise: Paise;
  /** Taken off when paying by UPI (staff set it; ₹0 by default), never below a zero total. */
  upiSavingPaise: Paise;
  /** The paise dropped so the cash total is whole rupees, in the shopper's favour (0–99). */
  roundOffPaise: Paise;
  /** What the shopper pays: subtotal − discount − rewards + shipping + COD charge − UPI saving − round off, whole rupees. */
  totalPaise: Paise;
  /** How much more the shopper must add for free shipping; 0 once it is free. */
  freeShippingRemainingPaise: Paise;
};

export function subtotalOf(lines: readonly PricedLine[]): Paise {
  return lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
}

export function itemCountOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Free shipping is decided on the subtotal before any discount. */
export function shippingFor(subtotal: Paise): Paise {
  return subtotal >= FREE_SHIPPING_THRESHOLD ? 0 : SHIPPING_CHARGE;
}

export function freeShippingRemaining(subtotal: Paise): Paise {
  return Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal);
}

/** The discount a code gives on the cart's available lines, never above their subtotal. */
export function promoDiscount(lines: readonly PromoLine[], promo: PromoTerms): Paise {
  const subtotal = subtotalOf(lines);
  let raw: Paise;
  if (promo.discountType === "product_price") {
    raw = lines.reduce((sum, line) => {
      const couponPrice = promo.itemPrices.get(line.sizeId);
      return couponPrice === undefined ? sum : sum + Math.max(0, line.pricePaise - couponPrice) * line.quantity;
    }, 0);
  } else {
    const value = promo.discountType === "percentage" ? Math.round((subtotal * promo.discountValue) / 100) : promo.discountValue;
    raw = promo.maxDiscountPaise === null ? value : Math.min(value, promo.maxDiscountPaise);
  }
  return Math.max(0, Math.min(raw, subtotal));
}

/** How every summary, e-mail, export and tax document words the two lines. */
export const COD_CHARGE_LABEL = "COD charge";
export const UPI_SAVING_LABEL = "UPI saving";

/** What the chosen way to pay adds or takes off; each shows as its own line when not ₹0. */
export type PaymentTerms = { codChargePaise: Paise; upiSavingPaise: Paise };

export const NO_PAYMENT_TERMS: PaymentTerms = { codChargePaise: 0, upiSavingPaise: 0 };

/** The COD charge applies to cash on delivery only, the UPI saving to UPI only. */
export function paymentTermsFor(method: PaymentMethod, settings: Pick<PaymentSettings, "codChargePaise" | "upiSavingPaise">): PaymentTerms {
  return { codChargePaise: method === "cod" ? settings.codChargePaise : 0, upiSavingPaise: method === "upi" ? settings.upiSavingPaise : 0 };
}

/** The discount comes in computed where the code was checked; rewards come after it; free shipping is decided before both. */
export function priceSummary(lines: readonly PricedLine[], discount: Paise = 0, rewards: Paise = 0, terms: PaymentTerms = NO_PAYMENT_TERMS): PriceSummary {
  const subtotalPaise = subtotalOf(lines);
  const discountPaise = Math.max(0, Math.min(discount, subtotalPaise));
  const rewardsPaise = Math.max(0, Math.min(rewards, subtotalPaise - discountPaise));
  const shippingPaise = shippingFor(subtotalPaise);
  const codChargePaise = Math.max(0, terms.codChargePaise);
  const beforeSaving = subtotalPaise - discountPaise - rewardsPaise + shippingPaise + codChargePaise;
  const upiSavingPaise = Math.max(0, Math.min(terms.upiSavingPaise, beforeSaving));
  const roundOffPaise = roundOffOf(beforeSaving - upiSavingPaise);
  return {
    itemCount: itemCountOf(lines),
    subtotalPaise,
    discountPaise,
    rewardsPaise,
    shippingPaise,
    codChargePaise,
    upiSavingPaise,
    roundOffPaise,
    totalPaise: beforeSaving - upiSavingPaise - roundOffPaise,
    freeShippingRemainingPaise: freeShippingRemaining(subtotalPaise),
  };
}

/** Cash is whole rupees: the total is rounded down, in the shopper's favour, and the paise dropped shown as "Round off". */
export function roundOffOf(amount: Paise): Paise {
  return amount % 100;
}

/** Whether cash on delivery can take this total. */
export function withinCodLimit(totalPaise: Paise): boolean {
  return totalPaise <= COD_LIMIT;
}

/** The discount shown on a card: (original − price) / original, rounded to a whole percent. */
export function discountPercent(price: Paise, originalPrice: Paise): number {
  if (originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
