import { randomUUID } from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { profileLanguage, profiles } from "~/server/db/schema/customers";
import { rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import type { Lang } from "~/shared/lang";
import { firstName, rewardExpiresAt } from "~/shared/membership";
import { findMember } from "./members";
import { payOwed } from "./owed";
import { rewardsLeft } from "./reward-sums";

// The rewards ledger: a friend's delivered order earns a reward; checkout spends from it, a
// cancelled order returns it, a returned friend's order takes it back (./take-back), and the sweep
// expires what is left. A reward is the sum of its rows.

/** What is left of each of a member's rewards that can still be spent at `now`, oldest first. */
export type SpendableReward = { rewardId: string; leftPaise: number };

/** The earned rows stay locked, so two checkouts spending them take turns; the sums are read after the lock. */
export async function lockSpendableRewards(tx: Transaction, userId: string, now: Date): Promise<SpendableReward[]> {
  const member = await findMember(tx, userId);
  if (!member || member.status !== "active") return [];
  const earned = await tx
    .select({ id: rewardLedger.id })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.memberUserId, userId), eq(rewardLedger.kind, "earned"), gt(rewardLedger.expiresAt, now)))
    .orderBy(asc(rewardLedger.createdAt), asc(rewardLedger.id))
    .for("update");
  if (earned.length === 0) return [];
  const left = await rewardsLeft(tx, earned.map((row) => row.id));
  return earned.map((row) => ({ rewardId: row.id, leftPaise: left.get(row.id) ?? 0 })).filter((reward) => reward.leftPaise > 0);
}

export function totalOf(rewards: readonly SpendableReward[]): number {
  return rewards.reduce((sum, reward) => sum + reward.leftPaise, 0);
}

/** Spends `amountPaise` from the rewards, oldest first, on the member's order: one spent row per reward touched. */
export async function spendRewards(tx: Transaction, userId: string, orderId: string, rewards: readonly SpendableReward[], amountPaise: number): Promise<void> {
  let toSpend = amountPaise;
  const rows: (typeof rewardLedger.$inferInsert)[] = [];
  for (const reward of rewards) {
    if (toSpend <= 0) break;
    const take = Math.min(toSpend, reward.leftPaise);
    rows.push({ memberUserId: userId, kind: "spent", rewardId: reward.rewardId, orderId, amountPaise: -take });
    toSpend -= take;
  }
  if (toSpend > 0) throw new Error("spendRewards: the rewards do not cover the amount");
  if (rows.length > 0) await tx.insert(rewardLedger).values(rows);
}

/**
 * A cancelled order gives its rewards back, once, each to the reward it came from (with that
 * reward's own expiry); what the member owes is paid from them first. Returns what came back.
 */
export async function returnRewards(tx: Transaction, orderId: string, now: Date): Promise<number> {
  const spent = await tx.select().from(rewardLedger).where(and(eq(rewardLedger.orderId, orderId), eq(rewardLedger.kind, "spent")));
  if (spent.length === 0) return 0;
  const returned = await tx
    .insert(rewardLedger)
    .values(spent.map((row) => ({ memberUserId: row.memberUserId, kind: "returned", rewardId: row.rewardId, orderId, amountPaise: -row.amountPaise })))
    .onConflictDoNothing()
    .returning({ memberUserId: rewardLedger.memberUserId, rewardId: rewardLedger.rewardId, amountPaise: rewardLedger.amountPaise });
  for (const row of returned) await payOwed(tx, row.memberUserId, row.rewardId, orderId, now);
  return returned.reduce((sum, row) => sum + row.amountPaise, 0);
}

/** What crediting a delivered friend's order gave: the member to tell, how much until when, and how much of it paid what they owed. */
export type CreditedReward = {
  memberUserId: string;
  memberEmail: string;
  memberName: string;
  /** The language the member last chose: their e-mail goes in it. */
  memberLanguage: Lang;
  amountPaise: number;
  owedRepaidPaise: number;
  expiresAt: Date;
  friendFirstName: string;
};

/**
 * Once per order (a unique index), however often staff move it, and only for a delivered order: a
 * cancelled or refused one never earns. What the member owes is paid from the new reward first.
 */
export async function creditCommission(tx: Transaction, orderId: string, now: Date): Promise<CreditedReward | undefined> {
  const [order] = await tx
    .select({ referrerUserId: orders.referrerUserId, commissionPaise: orders.referralCommissionPaise, friendName: orders.shippingFullName })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, "delivered")));
  if (!order?.referrerUserId || order.commissionPaise <= 0) return undefined;
  const id = randomUUID();
  const expiresAt = rewardExpiresAt(now);
  const [credited] = await tx
    .insert(rewardLedger)
    .values({ id, rewardId: id, memberUserId: order.referrerUserId, kind: "earned", orderId, amountPaise: order.commissionPaise, expiresAt, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!credited) return undefined;
  const owedRepaidPaise = await payOwed(tx, order.referrerUserId, id, orderId, now);
  const [member] = await tx.select({ email: users.email, name: users.name, language: profileLanguage }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, order.referrerUserId));
  return {
    memberUserId: order.referrerUserId,
    memberEmail: member!.email,
    memberName: member!.name,
    memberLanguage: member!.language,
    amountPaise: credited.amountPaise,
    owedRepaidPaise,
    expiresAt,
    friendFirstName: firstName(order.friendName),
  };
}
