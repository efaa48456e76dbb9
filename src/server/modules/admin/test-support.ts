import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { orderItems, orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import type { TestApp, TestUser } from "~/server/test/app";
import type { OrderStatus } from "~/shared/order-status";

/** A signed-up account made staff directly in the database (as `npm run staff:grant` would). */
export async function signUpStaff(shop: TestApp, details: { name?: string } = {}): Promise<TestUser> {
  const user = await shop.signUp(details);
  await shop.db.update(users).set({ role: "staff" }).where(eq(users.id, user.id));
  return user;
}

type OrderOptions = {
  status?: OrderStatus;
  promoCode?: string | null;
  luckyDraw?: boolean;
  createdAt?: Date;
  fullName?: string;
  phone?: string;
  pincode?: string;
  /** Price of the one line, in paise. */
  pricePaise?: number;
  quantity?: number;
};

/**
 * An order row written straight to the database, the way checkout leaves one (its figures obey the
 * table's checks), so the back office's tests do not depend on the checkout code.
 */
export async function insertOrder(db: Queryable, userId: string, options: OrderOptions = {}) {
  const pricePaise = options.pricePaise ?? 37_500;
  const quantity = options.quantity ?? 2;
  const subtotalPaise = pricePaise * quantity;
  const discountPaise = options.promoCode ? Math.floor(subtotalPaise / 10) : 0;
  const shippingPaise = subtotalPaise >= 49_900 ? 0 : 5_000;
  const [promo] = options.promoCode
    ? await db.select({ id: promoCodes.id, code: promoCodes.code }).from(promoCodes).where(sql`upper(${promoCodes.code}) = upper(${options.promoCode})`)
    : [];
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
      subtotalPaise,
      discountPaise,
      promoCode: options.promoCode ?? null,
      promoCodeId: promo?.id ?? null,
      shippingPaise,
      totalPaise: subtotalPaise - discountPaise + shippingPaise,
      orderStatus: options.status ?? "pending",
      participateLuckyDraw: options.luckyDraw ?? false,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: "1",
    productName: "Hydraulic Pressed Mustard Oil 1L",
    productImage: "/images/products/hydraulic-mustard-oil.webp",
    quantity,
    pricePaise,
    subtotalPaise,
  });
  return order!;
}
