import { inArray } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { orderItems, type orders } from "~/server/db/schema/orders";
import type { Lang } from "~/shared/lang";
import { lineTitle } from "~/shared/line-title";
import type { OrderStatus } from "~/shared/order-status";
import { isAwaited, isPaymentMethod, isPaymentStatus, type Awaited, type PaymentMethod, type PaymentStatus } from "~/shared/payment";
import type { ShippingAddress } from "~/shared/schemas/address";

// One mapper and one item order for the shopper's pages and the back office.

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** An order line as every page shows it: the product as sold, how many, at what price. */
export type OrderItemView = Omit<OrderItemRow, "orderId">;

/** An order as the API answers it (the browser infers its types from the routes that return it). */
export type OrderView = {
  id: string;
  orderNumber: string;
  shipping: ShippingAddress;
  subtotalPaise: number;
  discountPaise: number;
  promoCode: string | null;
  rewardsPaise: number;
  shippingPaise: number;
  /** The COD charge or the UPI saving the order was placed with; 0 when none (each line shows only when not ₹0). */
  codChargePaise: number;
  upiSavingPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  /** What a pending order waits for, shown beside its status, and until when (ISO); null when nothing. */
  awaiting: { what: Awaited; until: string } | null;
  participateLuckyDraw: boolean;
  /** The day promised at placement (YYYY-MM-DD, Asia/Kolkata); null for older orders. In words: orderPromiseText (shared/delivery). */
  promisedDeliveryOn: string | null;
  /** What staff entered when they shipped it; null before. */
  tracking: OrderTracking | null;
  /** "Buying for a business": printed on the tax invoice; null for a household order. */
  business: OrderBusiness | null;
  createdAt: string;
  items: OrderItemView[];
};

export type OrderTracking = { courier: string; trackingNumber: string; trackingUrl: string | null };

type OrderBusiness = { gstin: string; name: string };

export type OrderPage = { orders: OrderView[]; nextCursor: string | null };

/** An order with its items, and whose it is. */
export type OrderRecord = OrderView & { userId: string };

/** Sorted by name, then id, as every page shows them; Hindi pages take the catalogue's Hindi names, the stored English where there is none. */
export async function itemsOf(db: Queryable, orderIds: string[], lang: Lang = "en"): Promise<Map<string, OrderItemView[]>> {
  const byOrder = new Map<string, OrderItemView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  const hindi = lang === "hi" ? await hindiNamesOf(db, rows.map((row) => row.productId)) : new Map<string, string | null>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ ...toItemView(row), productName: hindi.get(row.productId) || row.productName });
    byOrder.set(row.orderId, list);
  }
  // Sorted here, not in SQL, so the order is the same whatever the database's collation.
  for (const list of byOrder.values()) list.sort(byName);
  return byOrder;
}

/** The catalogue's Hindi name of each product, for naming sold lines on a Hindi page. */
export async function hindiNamesOf(db: Queryable, productIds: string[]): Promise<Map<string, string | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select({ id: catalogueItems.id, nameHi: catalogueItems.nameHi }).from(catalogueItems).where(inArray(catalogueItems.id, [...new Set(productIds)]));
  return new Map(rows.map((row) => [row.id, row.nameHi]));
}

const titleOf = (item: OrderItemView) => lineTitle(item.productName, item.sizeLabel);

export const byName = (a: OrderItemView, b: OrderItemView) => (titleOf(a) < titleOf(b) ? -1 : titleOf(a) > titleOf(b) ? 1 : a.id < b.id ? -1 : 1);

export function toItemView(row: OrderItemView): OrderItemView {
  return {
    id: row.id,
    productId: row.productId,
    sizeId: row.sizeId,
    sizeLabel: row.sizeLabel,
    productName: row.productName,
    productImage: row.productImage,
    quantity: row.quantity,
    pricePaise: row.pricePaise,
    subtotalPaise: row.subtotalPaise,
  };
}

export function toOrderRecord(row: OrderRow, items: OrderItemView[]): OrderRecord {
  return {
    id: row.id,
    userId: row.userId,
    orderNumber: row.orderNumber,
    shipping: {
      fullName: row.shippingFullName,
      phone: row.shippingPhone,
      addressLine1: row.shippingAddressLine1,
      addressLine2: row.shippingAddressLine2,
      landmark: row.shippingLandmark,
      city: row.shippingCity,
      state: row.shippingState,
      pincode: row.shippingPincode,
    },
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    promoCode: row.promoCode,
    rewardsPaise: row.rewardsPaise,
    shippingPaise: row.shippingPaise,
    codChargePaise: row.codChargePaise,
    upiSavingPaise: row.upiSavingPaise,
    roundOffPaise: row.roundOffPaise,
    totalPaise: row.totalPaise,
    paymentMethod: isPaymentMethod(row.paymentMethod) ? row.paymentMethod : "cod",
    paymentStatus: isPaymentStatus(row.paymentStatus) ? row.paymentStatus : "pending",
    orderStatus: row.orderStatus as OrderStatus,
    awaiting: row.awaiting && row.awaitingUntil && isAwaited(row.awaiting) ? { what: row.awaiting, until: row.awaitingUntil.toISOString() } : null,
    participateLuckyDraw: row.participateLuckyDraw,
    promisedDeliveryOn: row.promisedDeliveryOn,
    tracking: row.courier && row.trackingNumber ? { courier: row.courier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl } : null,
    business: row.buyerGstin && row.buyerBusinessName ? { gstin: row.buyerGstin, name: row.buyerBusinessName } : null,
    createdAt: row.createdAt.toISOString(),
    items,
  };
}

/** What the shopper's own pages get: the order without whose it is. */
export function toCustomerView({ userId: _userId, ...view }: OrderRecord): OrderView {
  return view;
}
