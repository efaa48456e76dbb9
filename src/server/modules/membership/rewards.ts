import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import { firstName, rewardExpiresAt } from "~/shared/membership";
import { findMember, type Member } from "./members";

// The rewards ledger: a friend's delivered order earns a reward; checkout spends from it, a
// cancelled order returns it, and the sweep expires what is left. A reward is the sum of its rows.

type LedgerRow = typeof rewardLedger.$inferSelect;

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

export async function rewardsLeft(db: Queryable, rewardIds: string[]): Promise<Map<string, number>> {
  return new Map([...(await rewardSums(db, rewardIds))].map(([id, sums]) => [id, sums.leftPaise]));
}

/** Per reward: what is left (the sum of its rows) and what expired (as a positive amount). */
async function rewardSums(db: Queryable, rewardIds: string[]): Promise<Map<string, { leftPaise: number; expiredPaise: number }>> {
  const rows = await db
    .select({
      rewardId: rewardLedger.rewardId,
      left: sql<number>`sum(${rewardLedger.amountPaise})::int`,
      expired: sql<number>`coalesce(-sum(${rewardLedger.amountPaise}) filter (where ${rewardLedger.kind} = 'expired'), 0)::int`,
    })
    .from(rewardLedger)
    .where(inArray(rewardLedger.rewardId, rewardIds))
    .groupBy(rewardLedger.rewardId);
  return new Map(rows.map((row) => [row.rewardId, { leftPaise: Number(row.left), expiredPaise: Number(row.expired) }]));
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

/** A cancelled order gives its rewards back, once, each to the reward it came from (with that reward's own expiry). */
export async function returnRewards(tx: Transaction, orderId: string): Promise<number> {
  const spent = await tx.select().from(rewardLedger).where(and(eq(rewardLedger.orderId, orderId), eq(rewardLedger.kind, "spent")));
  if (spent.length === 0) return 0;
  const returned = await tx
    .insert(rewardLedger)
    .values(spent.map((row) => ({ memberUserId: row.memberUserId, kind: "returned", rewardId: row.rewardId, orderId, amountPaise: -row.amountPaise })))
    .onConflictDoNothing()
    .returning({ amountPaise: rewardLedger.amountPaise });
  return returned.reduce((sum, row) => sum + row.amountPaise, 0);
}

/** What crediting a delivered friend's order gave: the member to tell, and how much until when. */
export type CreditedReward = { memberUserId: string; memberEmail: string; memberName: string; amountPaise: number; expiresAt: Date; friendFirstName: string };

/** Once per order (a unique index), however often staff move it. */
export async function creditCommission(tx: Transaction, orderId: string, now: Date): Promise<CreditedReward | undefined> {
  const [order] = await tx
    .select({ referrerUserId: orders.referrerUserId, commissionPaise: orders.referralCommissionPaise, friendName: orders.shippingFullName })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.referrerUserId || order.commissionPaise <= 0) return undefined;
  const id = randomUUID();
  const expiresAt = rewardExpiresAt(now);
  const [credited] = await tx
    .insert(rewardLedger)
    .values({ id, rewardId: id, memberUserId: order.referrerUserId, kind: "earned", orderId, amountPaise: order.commissionPaise, expiresAt, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!credited) return undefined;
  const [member] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, order.referrerUserId));
  return {
    memberUserId: order.referrerUserId,
    memberEmail: member!.email,
    memberName: member!.name,
    amountPaise: credited.amountPaise,
    expiresAt,
    friendFirstName: firstName(order.friendName),
  };
}

export type RewardStatus = "available" | "used" | "expired" | "frozen";

/** One reward as its member sees it: from whose order, how much, until when, and where it stands. */
export type RewardView = {
  id: string;
  /** The friend's first name only: their order is theirs, not the member's. */
  friendFirstName: string;
  amountPaise: number;
  leftPaise: number;
  earnedAt: string;
  expiresAt: string;
  status: RewardStatus;
};

/** A member's rewards, newest first, with what is left of each and its status at `now`. */
export async function rewardsOf(db: Queryable, member: Member, now: Date): Promise<RewardView[]> {
  const earned = await db
    .select({ reward: rewardLedger, friendName: orders.shippingFullName })
    .from(rewardLedger)
    .innerJoin(orders, eq(orders.id, rewardLedger.orderId))
    .where(and(eq(rewardLedger.memberUserId, member.userId), eq(rewardLedger.kind, "earned")))
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id));
  const sums = earned.length > 0 ? await rewardSums(db, earned.map(({ reward }) => reward.id)) : new Map<string, { leftPaise: number; expiredPaise: number }>();
  return earned.map(({ reward, friendName }) => {
    const { leftPaise, expiredPaise } = sums.get(reward.id) ?? { leftPaise: 0, expiredPaise: 0 };
    return {
      id: reward.id,
      friendFirstName: firstName(friendName),
      amountPaise: reward.amountPaise,
      leftPaise,
      earnedAt: reward.createdAt.toISOString(),
      expiresAt: reward.expiresAt!.toISOString(),
      status: rewardStatus(reward, leftPaise, expiredPaise, member, now),
    };
  });
}

/** Past its last day: expired if anything was left, whether or not the sweep has run yet. */
function rewardStatus(reward: LedgerRow, leftPaise: number, expiredPaise: number, member: Member, now: Date): RewardStatus {
  if (reward.expiresAt! <= now) return leftPaise + expiredPaise > 0 ? "expired" : "used";
  if (leftPaise === 0) return "used";
  return member.status === "active" ? "available" : "frozen";
}
