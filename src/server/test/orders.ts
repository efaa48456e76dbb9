import type { Lang } from "~/shared/lang";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { orderItems, orders } from "../db/schema/orders";
import { promoCodes } from "../db/schema/promos";
import type { OrderStatus } from "~/shared/order-status";
import { priceSummary, promoDiscount } from "~/shared/pricing";

type OrderOptions = {
  status?: OrderStatus;
  /** A code that exists in promo_codes (any case): the order's discount is that code's. */
  promoCode?: string | null;
  luckyDraw?: boolean;
  createdAt?: Date;
  fullName?: string;
  phone?: string;
  pincode?: string;
  /** Price of the one line, in paise. */
  pricePaise?: number;
  quantity?: number;
  /** The language it was placed in: its e-mails go in it. */
  language?: Lang;
};

/** An order row as checkout leaves one, priced by shared/pricing, so back-office tests need no checkout. */
export async function insertOrder(db: Queryable, userId: string, options: OrderOptions = {}) {
  const line = { pricePaise: options.pricePaise ?? 37_500, quantity: options.quantity ?? 2 };
  const subtotalPaise = line.pricePaise * line.quantity;
  const promo = options.promoCode ? await findPromo(db, options.promoCode) : null;
  const discountPaise = promo ? promoDiscount([{ sizeId: "1", ...line }], promo) : 0;
  const figures = priceSummary([line], discountPaise);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-${Date.now()}-${randomUUID().slice(0, 7).toUpperCase()}`,
      userId,
      idempotencyKey: randomUUID(),
      shippingFullName: options.fullName ?? "Asha Devi",
      shippingPhone: options.phone ?? "9876543210",
      shippingAddressLine1: "12 Mustard Lane",
      shippingCity: "Jaipur",
      shippingState: "Rajasthan",
      shippingPincode: options.pincode ?? "302001",
      subtotalPaise: figures.subtotalPaise,
      discountPaise: figures.discountPaise,
      promoCode: options.promoCode ?? null,
      promoCodeId: promo?.id ?? null,
      shippingPaise: figures.shippingPaise,
      roundOffPaise: figures.roundOffPaise,
      totalPaise: figures.totalPaise,
      orderStatus: options.status ?? "pending",
      participateLuckyDraw: options.luckyDraw ?? false,
      language: options.language ?? "en",
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: "1",
    sizeId: "1",
    productName: "Hydraulic Pressed Mustard Oil 1L",
    productImage: "/images/products/hydraulic-mustard-oil.webp",
    ...line,
    subtotalPaise,
  });
  return order!;
}

async function findPromo(db: Queryable, code: string) {
  const [promo] = await db.select().from(promoCodes).where(sql`upper(${promoCodes.code}) = upper(${code})`);
  if (!promo) throw new Error(`insertOrder: no promo code ${code} (insert it first)`);
  if (promo.discountType === "product_price") throw new Error(`insertOrder: ${code} is product-scoped; place such orders through checkout`);
  return { ...promo, discountType: promo.discountType === "fixed" ? ("fixed" as const) : ("percentage" as const), discountValue: promo.discountValue ?? 0 };
}
