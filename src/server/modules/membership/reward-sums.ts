import { inArray, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { rewardLedger } from "~/server/db/schema/membership";

/** What is left of each reward: the sum of all its rows (earned, spent, returned, expired, taken back, repaid). */
export async function rewardsLeft(db: Queryable, rewardIds: string[]): Promise<Map<string, number>> {
  return new Map([...(await rewardSums(db, rewardIds))].map(([id, sums]) => [id, sums.leftPaise]));
}

/** Per reward: what is left (the sum of its rows) and what expired (as a positive amount). */
export async function rewardSums(db: Queryable, rewardIds: string[]): Promise<Map<string, { leftPaise: number; expiredPaise: number }>> {
  if (rewardIds.length === 0) return new Map();
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
