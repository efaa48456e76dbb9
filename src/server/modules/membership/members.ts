import { and, eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { members, membershipSettings } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import type { MembershipTerms } from "~/shared/membership";

export type Member = typeof members.$inferSelect;

export async function membershipTerms(db: Queryable): Promise<MembershipTerms> {
  const [row] = await db.select().from(membershipSettings).where(eq(membershipSettings.id, 1));
  if (!row) throw new Error("membership_settings has no row: the 0011 migration inserts it");
  const { enabled, friendDiscountPercent, friendDiscountCapPaise, commissionPercent, minOrderPaise } = row;
  return { enabled, friendDiscountPercent, friendDiscountCapPaise, commissionPercent, minOrderPaise };
}

export async function findMember(db: Queryable, userId: string): Promise<Member | undefined> {
  const [member] = await db.select().from(members).where(eq(members.userId, userId));
  return member;
}

/** Whether the customer may join: at least one delivered order. */
export async function hasDeliveredOrder(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, "delivered")))
    .limit(1);
  return Boolean(row);
}
