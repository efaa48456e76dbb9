import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "~/server/db/client";
import { commissionTakeBacks, members, rewardLedger } from "~/server/db/schema/membership";
import { rewardsLeft } from "./reward-sums";

// What a member owes: commission taken back after they had spent it. It is never a negative
// balance: each take-back records its owed part, and repaid rows on later rewards pay it off.

/** Locked before any reward's row. NO KEY UPDATE: a checkout's ledger insert takes KEY SHARE on this row while holding a reward's; FOR UPDATE could deadlock. */
export async function lockMemberForOwed(tx: Transaction, memberUserId: string): Promise<void> {
  await tx.select({ userId: members.userId }).from(members).where(eq(members.userId, memberUserId)).for("no key update");
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

/** Pays the oldest debts first, locking the reward's row as checkout does to spend it; a reward past its last day pays nothing. */
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
