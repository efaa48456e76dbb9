import { randomInt, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { members, membershipSettings, rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import { ApiError } from "~/server/http/errors";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import {
  friendDiscount,
  memberCodeFor,
  referralCommission,
  REWARD_REMINDER_DAYS,
  rewardExpiresAt,
  firstName,
  type MembershipTerms,
} from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import { subtotalOf, type PricedLine } from "~/shared/pricing";
import { invalidPromo } from "../promos/service";

export { rewardEarnedMail, rewardExpiringMail } from "./mail";

// The membership programme (docs/product-rules.md#membership): joining, a friend's discount, the
// commission a delivered friend's order earns, and the rewards ledger that members spend from.

export type Member = typeof members.$inferSelect;
type LedgerRow = typeof rewardLedger.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

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

const JOIN_ATTEMPTS = 8;

/**
 * Makes the customer a member with a code of their own (PRIYA7K2Q), or returns the membership they
 * already have. The code is unique whatever the case, never a promo code's, and never reused: a
 * clash with either draws new random characters.
 */
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

/**
 * A member's code checked for this buyer and these lines: undefined when no member has the code
 * (then it is an ordinary promo code). Refused, in the words of the promo rules, when the programme
 * is off or the member suspended (not valid), for the member's own account, for a buyer with an
 * earlier order that was not cancelled, or below the programme's minimum order.
 */
export async function friendOffer(db: Queryable, buyerUserId: string, code: string, lines: readonly PricedLine[]): Promise<FriendOffer | undefined> {
  const [member] = await db.select().from(members).where(eq(sql`upper(${members.code})`, code.trim().toUpperCase()));
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

/** What is left of each of a member's rewards that can still be spent at `now`, oldest first. */
export type SpendableReward = { rewardId: string; leftPaise: number };

/**
 * The member's spendable rewards, oldest first, with their earned rows locked until the
 * transaction ends: two checkouts spending the same rewards take turns here, and the second sees
 * what the first spent (its sums are read after the lock, read committed). A suspended member has none.
 */
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

async function rewardsLeft(db: Queryable, rewardIds: string[]): Promise<Map<string, number>> {
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

/**
 * A friend's order delivered: the member who brought them earns its commission, once (a unique
 * index per order), however often staff move the order. Nothing when the order had no member's
 * code or earns nothing.
 */
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


/**
 * Writes an expired row for every reward past its last day with something left: once per reward
 * (a unique index), so any number of processes may run it at once. Returns how many expired.
 */
export async function expireRewards(db: Queryable, now: Date): Promise<number> {
  const result = await db.execute(sql`
    insert into reward_ledger (member_user_id, kind, reward_id, amount_paise)
    select e.member_user_id, 'expired', e.id, -left_over.left_paise
    from reward_ledger e
    cross join lateral (select sum(r.amount_paise)::int as left_paise from reward_ledger r where r.reward_id = e.id) left_over
    where e.kind = 'earned' and e.expires_at <= ${now} and left_over.left_paise > 0
    on conflict do nothing
    returning id`);
  return result.rows.length;
}

/** A reward whose "expiring soon" e-mail is due: marked as reminded in the same statement, so it goes once. */
export type ExpiringReward = { memberEmail: string; memberName: string; leftPaise: number; expiresAt: Date };

/** Claims the rewards that expire within REWARD_REMINDER_DAYS and still have something left, not yet reminded. */
export async function claimExpiryReminders(db: Queryable, now: Date): Promise<ExpiringReward[]> {
  const soon = new Date(now.getTime() + REWARD_REMINDER_DAYS * DAY_MS);
  const due = await db
    .select({ id: rewardLedger.id })
    .from(rewardLedger)
    .innerJoin(members, eq(members.userId, rewardLedger.memberUserId))
    .where(
      and(
        eq(rewardLedger.kind, "earned"),
        isNull(rewardLedger.remindedAt),
        gt(rewardLedger.expiresAt, now),
        lte(rewardLedger.expiresAt, soon),
        eq(members.status, "active"),
      ),
    );
  if (due.length === 0) return [];
  const left = await rewardsLeft(db, due.map((row) => row.id));
  const withSomethingLeft = due.filter((row) => (left.get(row.id) ?? 0) > 0).map((row) => row.id);
  if (withSomethingLeft.length === 0) return [];
  const claimed = await db
    .update(rewardLedger)
    .set({ remindedAt: now })
    .where(and(inArray(rewardLedger.id, withSomethingLeft), isNull(rewardLedger.remindedAt)))
    .returning({ id: rewardLedger.id, memberUserId: rewardLedger.memberUserId, expiresAt: rewardLedger.expiresAt });
  if (claimed.length === 0) return [];
  const people = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, claimed.map((row) => row.memberUserId)));
  const byId = new Map(people.map((person) => [person.id, person]));
  return claimed.map((row) => ({
    memberEmail: byId.get(row.memberUserId)!.email,
    memberName: byId.get(row.memberUserId)!.name,
    leftPaise: left.get(row.id) ?? 0,
    expiresAt: row.expiresAt!,
  }));
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

/**
 * Past its last day a reward is expired if anything of it was left then (whether or not the sweep
 * has written the expired row yet), else used; before it, used when nothing is left, frozen while
 * the member is suspended, else available.
 */
function rewardStatus(reward: LedgerRow, leftPaise: number, expiredPaise: number, member: Member, now: Date): RewardStatus {
  if (reward.expiresAt! <= now) return leftPaise + expiredPaise > 0 ? "expired" : "used";
  if (leftPaise === 0) return "used";
  return member.status === "active" ? "available" : "frozen";
}
