import { randomInt } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { members } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import { ApiError } from "~/server/http/errors";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { friendDiscount, memberCodeFor, referralCommission } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import { subtotalOf, type PricedLine } from "~/shared/pricing";
import { invalidPromo } from "../promos/service";
import { findMember, hasDeliveredOrder, membershipTerms, type Member } from "./members";

// What other modules use of the programme: joining and a friend's discount here (the friend's household
// in ./household); checkout's spending and the order moves' commission from the rewards ledger; a
// return's take-back of the commission (./take-back).
export { creditCommission, lockSpendableRewards, returnRewards, spendRewards, totalOf, type CreditedReward } from "./rewards";
export { takeBackCommission, type ReturnedShare, type TakeBackRequest, type TakenBackCommission } from "./take-back";
export { commissionTakenBackMail, membershipUrl, rewardEarnedMail } from "./mail";
export { refuseMembersOwnHousehold } from "./household";

const JOIN_ATTEMPTS = 8;

/** The code (PRIYA7K2Q) is unique whatever the case, never a promo code's and never reused: a clash draws new random characters. */
export async function joinMembership(db: Queryable, user: { id: string; name: string }): Promise<Member> {
  const existing = await findMember(db, user.id);
  if (existing) return existing;
  const terms = await membershipTerms(db);
  if (!terms.enabled) throw new ApiError(409, "The membership programme is paused. Please try again later.", { title: "Membership paused" });
  if (!(await hasDeliveredOrder(db, user.id))) {
    throw new ApiError(409, "Membership opens after your first delivered order.", { title: "Not yet a member" });
  }
  for (let attempt = 0; attempt < JOIN_ATTEMPTS; attempt += 1) {
    const code = memberCodeFor(user.name, randomInt);
    const promoClash = await db.execute(sql`select 1 from promo_codes where upper(code) = ${code}`);
    if (promoClash.rows.length > 0) continue;
    try {
      const [member] = await db.insert(members).values({ userId: user.id, code }).onConflictDoNothing({ target: members.userId }).returning();
      // Joined meanwhile in another tab: that membership stands.
      return member ?? (await findMember(db, user.id))!;
    } catch (error) {
      if (pgErrorCode(error) !== UNIQUE_VIOLATION || pgConstraint(error) !== "members_code_key") throw error;
    }
  }
  throw new Error(`no free member code after ${JOIN_ATTEMPTS} attempts`);
}

/** A member's code applied to a friend's order: who brought them, the discount and the commission it earns. */
export type FriendOffer = { member: Member; discountPaise: number; commissionPaise: number };

function notApplicable(message: string) {
  return new ApiError(400, message, { title: "Promo Code Not Applicable", fields: { code: message } });
}

/** The member whose code this is (codes compare trimmed and upper-cased): a condition, for another module's read. */
export const memberCodeIs = (code: string) => eq(sql`upper(${members.code})`, code.trim().toUpperCase());

/** Undefined when no member has the code (then it is an ordinary promo code); refusals use the promo rules' words. */
export async function friendOffer(db: Queryable, buyerUserId: string, member: Member | undefined, lines: readonly PricedLine[]): Promise<FriendOffer | undefined> {
  if (!member) return undefined;
  const terms = await membershipTerms(db);
  if (!terms.enabled || member.status !== "active") throw invalidPromo();
  if (member.userId === buyerUserId) throw notApplicable("You cannot use your own member code. Share it with friends instead.");
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, buyerUserId), ne(orders.orderStatus, "cancelled")))
    .limit(1);
  if (earlier) throw notApplicable("A member's code is for a friend's first order only.");
  const subtotal = subtotalOf(lines);
  if (subtotal < terms.minOrderPaise) {
    const message = `This promo code requires a minimum order of ${formatRupees(terms.minOrderPaise)}`;
    throw new ApiError(400, message, { title: "Minimum Order Not Met", fields: { code: message } });
  }
  const discountPaise = friendDiscount(subtotal, terms);
  return { member, discountPaise, commissionPaise: referralCommission(subtotal, discountPaise, terms.commissionPercent) };
}
