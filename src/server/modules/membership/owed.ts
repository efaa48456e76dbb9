import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "~/server/db/client";
import { commissionTakeBacks, members, rewardLedger } from "~/server/db/schema/membership";
import { rewardsLeft } from "./reward-sums";

// What a member owes: commission taken back after they had spent it. It is never a negative
// balance: each take-back records its owed part, and repaid rows on later rewards pay it off.

/**
 * Every change to what a member owes (a take-back, a payoff) waits for the member's row, so two of
 * them never read the same debts. Taken before any reward's row, in every caller.
 */
export async function lockMemberForOwed(tx: Transaction, memberUserId: string): Promise<void> {
  await tx.select({ userId: members.userId }).from(members).where(eq(members.userId, memberUserId)).for("update");
}

type Debt = { takeBackId: string; leftPaise: number };

/** The member's take-backs with something still owed, oldest first. */
async function debtsOf(db: Queryable, memberUserId: string): Promise<Debt[]> {
  const rows = await db
    .select({ id: commissionTakeBacks.id, owedPaise: commissionTakeBacks.owedPaise, repaid: sql<number>`coalesce(sum(${rewardLedger.amountPaise}), 0)::int` })
    .from(commissionTakeBacks)
    .leftJoin(rewardLedger, and(eq(rewardLedger.takeBackId, commissionTakeBacks.id), eq(rewardLedger.kind, "repaid")))
    .where(and(eq(commissionTakeBacks.memberUserId, memberUserId), gt(commissionTakeBacks.owedPaise, 0)))
    .groupBy(commissionTakeBacks.id)
    .orderBy(asc(commissionTakeBacks.createdAt), asc(commissionTakeBacks.id));
  return rows.map((row) => ({ takeBackId: row.id, leftPaise: row.owedPaise + Number(row.repaid) })).filter((debt) => debt.leftPaise > 0);
}

/** What the member still owes in all. */
export async function owedBy(db: Queryable, memberUserId: string): Promise<number> {
  return (await debtsOf(db, memberUserId)).reduce((sum, debt) => sum + debt.leftPaise, 0);
}

/**
 * Money that just came into a reward (a commission earned, rewards given back by a cancelled order,
 * both with `orderId`) pays what the member owes first, oldest debt first. The reward's row is
 * locked as checkout locks it, so a checkout spending it at the same time cannot take the same
 * paise. A reward past its last day pays nothing: that money was gone anyway. Returns what was repaid.
 */
export async function payOwed(tx: Transaction, memberUserId: string, rewardId: string, orderId: string, now: Date): Promise<number> {
  await lockMemberForOwed(tx, memberUserId);
  const debts = await debtsOf(tx, memberUserId);
  if (debts.length === 0) return 0;
  const [reward] = await tx.select({ expiresAt: rewardLedger.expiresAt }).from(rewardLedger).where(eq(rewardLedger.id, rewardId)).for("update");
  if (!reward || reward.expiresAt! <= now) return 0;
  let available = (await rewardsLeft(tx, [rewardId])).get(rewardId) ?? 0;
  const rows: (typeof rewardLedger.$inferInsert)[] = [];
  for (const debt of debts) {
    if (available <= 0) break;
    const pay = Math.min(available, debt.leftPaise);
    rows.push({ memberUserId, kind: "repaid", rewardId, orderId, takeBackId: debt.takeBackId, amountPaise: -pay, createdAt: now });
    available -= pay;
  }
  if (rows.length === 0) return 0;
  const repaid = await tx.insert(rewardLedger).values(rows).onConflictDoNothing().returning({ amountPaise: rewardLedger.amountPaise });
  return repaid.reduce((sum, row) => sum - row.amountPaise, 0);
}
