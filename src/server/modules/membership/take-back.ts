import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { profileLanguage, profiles } from "~/server/db/schema/customers";
import { commissionTakeBacks, rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import type { Lang } from "~/shared/lang";
import { firstName } from "~/shared/membership";
import { recordOrderAudit } from "../audit/service";
import { lockMemberForOwed, owedBy } from "./owed";

/** The returned lines' share of the friend's order: their value against the order's, on the same basis (e.g. both before discount). */
export type ReturnedShare = { returnedPaise: number; orderPaise: number };

export type TakeBackRequest = {
  /** The approved return request: the same id twice takes back once. */
  returnRequestId: string;
  share: ReturnedShare;
  /** The shop's clock (env.now()). */
  now: Date;
  /** The staff member who approved the return. */
  actorUserId: string | null;
};

/** What a take-back did, for the member's e-mail. */
export type TakenBackCommission = {
  memberUserId: string;
  memberEmail: string;
  memberName: string;
  /** The language the member last chose: their e-mail goes in it. */
  memberLanguage: Lang;
  friendFirstName: string;
  amountPaise: number;
  takenPaise: number;
  owedPaise: number;
  /** Everything the member owes after this take-back. */
  totalOwedPaise: number;
};

function checkShare({ returnedPaise, orderPaise }: ReturnedShare) {
  const whole = Number.isSafeInteger(returnedPaise) && Number.isSafeInteger(orderPaise);
  if (!whole || orderPaise <= 0 || returnedPaise <= 0 || returnedPaise > orderPaise) throw new Error(`takeBackCommission: bad share ${returnedPaise}/${orderPaise}`);
}

/** Never more than was credited: from what is left of the reward, the rest as owed (decision 067); undefined when there is nothing to take back. */
export async function takeBackCommission(tx: Transaction, orderId: string, request: TakeBackRequest): Promise<TakenBackCommission | undefined> {
  checkShare(request.share);
  const [earned] = await tx
    .select({ id: rewardLedger.id, memberUserId: rewardLedger.memberUserId, amountPaise: rewardLedger.amountPaise })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.orderId, orderId), eq(rewardLedger.kind, "earned")));
  if (!earned) return undefined;
  await lockMemberForOwed(tx, earned.memberUserId);
  // Checkout locks the same row to spend the reward, so what is left cannot change under us.
  await tx.select({ id: rewardLedger.id }).from(rewardLedger).where(eq(rewardLedger.id, earned.id)).for("update");
  const [done] = await tx.select({ id: commissionTakeBacks.id }).from(commissionTakeBacks).where(eq(commissionTakeBacks.returnRequestId, request.returnRequestId));
  if (done) return undefined;

  const [sums] = await tx
    .select({
      left: sql<number>`sum(${rewardLedger.amountPaise})::int`,
      used: sql<number>`coalesce(-sum(${rewardLedger.amountPaise}) filter (where ${rewardLedger.kind} in ('spent', 'returned', 'repaid')), 0)::int`,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.rewardId, earned.id));
  const [before] = await tx
    .select({ due: sql<number>`coalesce(sum(${commissionTakeBacks.amountPaise}), 0)::int`, owed: sql<number>`coalesce(sum(${commissionTakeBacks.owedPaise}), 0)::int` })
    .from(commissionTakeBacks)
    .where(eq(commissionTakeBacks.rewardId, earned.id));
  const credited = earned.amountPaise;
  const { returnedPaise, orderPaise } = request.share;
  const amountPaise = Math.min(Math.round((credited * returnedPaise) / orderPaise), credited - Number(before!.due));
  if (amountPaise <= 0) return undefined;
  const leftPaise = Number(sums!.left);
  const takenPaise = Math.min(Math.max(leftPaise, 0), amountPaise);
  // Spent beyond what the member may still keep, less what earlier returns of this order already recorded.
  const keepPaise = credited - Number(before!.due) - amountPaise;
  const owedPaise = Math.min(amountPaise - takenPaise, Math.max(0, Number(sums!.used) - keepPaise - Number(before!.owed)));
  const owedBefore = await owedBy(tx, earned.memberUserId);

  const [takeBack] = await tx
    .insert(commissionTakeBacks)
    .values({ returnRequestId: request.returnRequestId, orderId, rewardId: earned.id, memberUserId: earned.memberUserId, amountPaise, takenPaise, owedPaise, actorUserId: request.actorUserId, createdAt: request.now })
    .onConflictDoNothing()
    .returning({ id: commissionTakeBacks.id });
  if (!takeBack) return undefined;
  if (takenPaise > 0) {
    await tx.insert(rewardLedger).values({ memberUserId: earned.memberUserId, kind: "taken_back", rewardId: earned.id, orderId, takeBackId: takeBack.id, amountPaise: -takenPaise, createdAt: request.now });
  }
  const totalOwedPaise = owedBefore + owedPaise;
  const [order] = await tx.select({ orderNumber: orders.orderNumber, friendName: orders.shippingFullName }).from(orders).where(eq(orders.id, orderId));
  await recordOrderAudit(tx, orderId, {
    actorUserId: request.actorUserId,
    action: "membership.commission_taken_back",
    before: { orderNumber: order!.orderNumber, memberUserId: earned.memberUserId, creditedPaise: credited, rewardLeftPaise: leftPaise, memberOwedPaise: owedBefore },
    after: { orderNumber: order!.orderNumber, memberUserId: earned.memberUserId, returnRequestId: request.returnRequestId, share: request.share, takenBackPaise: amountPaise, fromRewardPaise: takenPaise, owedPaise, memberOwedPaise: totalOwedPaise },
  });
  const [member] = await tx.select({ email: users.email, name: users.name, language: profileLanguage }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, earned.memberUserId));
  return { memberUserId: earned.memberUserId, memberEmail: member!.email, memberName: member!.name, memberLanguage: member!.language, friendFirstName: firstName(order!.friendName), amountPaise, takenPaise, owedPaise, totalOwedPaise };
}
