import { and, count, eq, ne } from "drizzle-orm";
import type { AppDeps } from "~/server/context";
import { orders } from "~/server/db/schema/orders";
import { paths } from "~/shared/paths";
import { findMember, hasDeliveredOrder, membershipTerms } from "./members";
import { owedBy } from "./owed";
import { rewardsOf } from "./reward-views";

/** Also what the server-rendered checkout starts with (docs/decisions/032). */
export async function membershipAnswer({ db, env }: Pick<AppDeps, "db" | "env">, userId: string) {
  const [terms, member] = await Promise.all([membershipTerms(db), findMember(db, userId)]);
  const { enabled, friendDiscountPercent, friendDiscountCapPaise, commissionPercent, minOrderPaise } = terms;
  const programme = { enabled, friendDiscountPercent, friendDiscountCapPaise, commissionPercent, minOrderPaise };
  if (!member) return { programme, eligible: await hasDeliveredOrder(db, userId), member: null, rewards: [], availablePaise: 0, owedPaise: 0, friendsBrought: 0 };
  // The shop's clock: SHOP_TEST_NOW in test mode moves it, so a browser test can see a reward expire.
  const now = env.now();
  const [rewards, owedPaise, [brought]] = await Promise.all([
    rewardsOf(db, member, now),
    owedBy(db, member.userId),
    db.select({ n: count() }).from(orders).where(and(eq(orders.referrerUserId, member.userId), ne(orders.orderStatus, "cancelled"))),
  ]);
  const availablePaise = rewards.filter((reward) => reward.status === "available").reduce((sum, reward) => sum + reward.leftPaise, 0);
  return {
    programme,
    eligible: true,
    member: {
      code: member.code,
      status: member.status === "suspended" ? ("suspended" as const) : ("active" as const),
      joinedAt: member.joinedAt.toISOString(),
      shareLink: shareLinkOf(env.baseUrl, member.code),
    },
    rewards,
    availablePaise,
    /** Commission taken back after it was spent: paid from the next rewards, never charged. */
    owedPaise,
    friendsBrought: brought?.n ?? 0,
  };
}

/** A member's share link: /r/{code} on the shop's own address. */
export function shareLinkOf(baseUrl: string, code: string): string {
  return `${baseUrl}${paths.referral.getHref(code)}`;
}
