import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { commissionTakeBacks, rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import { firstName } from "~/shared/membership";
import type { Member } from "./members";
import { rewardSums } from "./reward-sums";

type LedgerRow = typeof rewardLedger.$inferSelect;

export type RewardStatus = "available" | "used" | "expired" | "frozen" | "taken_back";

/** One reward as its member sees it: from whose order, how much, until when, and where it stands. */
export type RewardView = {
  id: string;
  /** The friend's first name only: their order is theirs, not the member's. */
  friendFirstName: string;
  amountPaise: number;
  leftPaise: number;
  /** The commission withdrawn because the friend returned (part of) the order. */
  takenBackPaise: number;
  earnedAt: string;
  expiresAt: string;
  status: RewardStatus;
};

/** Per reward: the commission its take-backs withdrew. */
async function takenBackOf(db: Queryable, rewardIds: string[]): Promise<Map<string, number>> {
  if (rewardIds.length === 0) return new Map();
  const rows = await db
    .select({ rewardId: commissionTakeBacks.rewardId, amount: sql<number>`sum(${commissionTakeBacks.amountPaise})::int` })
    .from(commissionTakeBacks)
    .where(inArray(commissionTakeBacks.rewardId, rewardIds))
    .groupBy(commissionTakeBacks.rewardId);
  return new Map(rows.map((row) => [row.rewardId, Number(row.amount)]));
}

/** A member's rewards, newest first, with what is left of each and its status at `now`. */
export async function rewardsOf(db: Queryable, member: Member, now: Date): Promise<RewardView[]> {
  const earned = await db
    .select({ reward: rewardLedger, friendName: orders.shippingFullName })
    .from(rewardLedger)
    .innerJoin(orders, eq(orders.id, rewardLedger.orderId))
    .where(and(eq(rewardLedger.memberUserId, member.userId), eq(rewardLedger.kind, "earned")))
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id));
  const ids = earned.map(({ reward }) => reward.id);
  const [sums, takenBack] = await Promise.all([rewardSums(db, ids), takenBackOf(db, ids)]);
  return earned.map(({ reward, friendName }) => {
    const { leftPaise, expiredPaise } = sums.get(reward.id) ?? { leftPaise: 0, expiredPaise: 0 };
    const takenBackPaise = takenBack.get(reward.id) ?? 0;
    return {
      id: reward.id,
      friendFirstName: firstName(friendName),
      amountPaise: reward.amountPaise,
      leftPaise,
      takenBackPaise,
      earnedAt: reward.createdAt.toISOString(),
      expiresAt: reward.expiresAt!.toISOString(),
      status: takenBackPaise >= reward.amountPaise ? "taken_back" : rewardStatus(reward, leftPaise, expiredPaise, member, now),
    };
  });
}

/** Past its last day: expired if anything was left, whether or not the sweep has run yet. */
function rewardStatus(reward: LedgerRow, leftPaise: number, expiredPaise: number, member: Member, now: Date): RewardStatus {
  if (reward.expiresAt! <= now) return leftPaise + expiredPaise > 0 ? "expired" : "used";
  if (leftPaise === 0) return "used";
  return member.status === "active" ? "available" : "frozen";
}
