import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId, updatedAt } from "./columns";
import { orders } from "./orders";

/** One row: the programme's figures and whether it is on. Staff change them; each change is audited. */
export const membershipSettings = pgTable("membership_settings", {
  id: smallint("id").primaryKey().default(1),
  enabled: boolean("enabled").notNull().default(true),
  /** The friend's discount: percent of the subtotal, capped. */
  friendDiscountPercent: integer("friend_discount_percent").notNull().default(10),
  friendDiscountCapPaise: integer("friend_discount_cap_paise").notNull().default(15_000),
  /** The member's commission: percent of the friend's subtotal after its discount, rounded down to the rupee. */
  commissionPercent: integer("commission_percent").notNull().default(5),
  /** The friend's subtotal must reach this for the code to apply (0: any order). */
  minOrderPaise: integer("min_order_paise").notNull().default(0),
  updatedAt: updatedAt(),
}, (t) => [
  check("membership_settings_one_row", sql`${t.id} = 1`),
  check("membership_settings_figures", sql`${t.friendDiscountPercent} between 1 and 100 and ${t.friendDiscountCapPaise} >= 0 and ${t.commissionPercent} between 0 and 100 and ${t.minOrderPaise} >= 0`),
]);

/** A member: one per account, for good. The code is never given to anyone else (no row is ever deleted). */
export const members = pgTable("members", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "restrict" }),
  /** Stored upper-case; unique whatever the case. */
  code: text("code").notNull(),
  /** 'active' or 'suspended' (the code gives nothing, the rewards cannot be spent). */
  status: text("status").notNull().default("active"),
  joinedAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("members_code_key").on(sql`upper(${t.code})`),
  check("members_code_check", sql`${t.code} = upper(${t.code}) and ${t.code} ~ '^[A-Z2-9]{4,20}$'`),
  check("members_status_check", sql`${t.status} in ('active', 'suspended')`),
]);

/** Every movement of rewards, signed; each row names its earned row, so remainders and balances are sums. */
export const rewardLedger = pgTable("reward_ledger", {
  id: rowId(),
  memberUserId: text("member_user_id").notNull().references(() => members.userId, { onDelete: "restrict" }),
  kind: text("kind").notNull(),
  /** The earned row this movement belongs to (an earned row names itself). */
  rewardId: uuid("reward_id").notNull().references((): AnyPgColumn => rewardLedger.id, { onDelete: "restrict" }),
  /** Earned and taken back: the friend's order; spent and returned: the member's order; repaid: the order whose reward (earned or returned) paid; expired: none. */
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
  /** Taken back and repaid rows only: the take-back they carry out or pay off. */
  takeBackId: uuid("take_back_id").references((): AnyPgColumn => commissionTakeBacks.id, { onDelete: "restrict" }),
  amountPaise: integer("amount_paise").notNull(),
  /** Earned rows only: the first instant the reward can no longer be spent (the end of its 30th day, Asia/Kolkata). */
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** Earned rows only: when the "expiring soon" e-mail was queued. */
  remindedAt: timestamp("reminded_at", { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  check("reward_ledger_kind_check", sql`${t.kind} in ('earned', 'spent', 'returned', 'expired', 'taken_back', 'repaid')`),
  check(
    "reward_ledger_amount_check",
    sql`(${t.kind} in ('earned', 'returned') and ${t.amountPaise} > 0) or (${t.kind} in ('spent', 'expired', 'taken_back', 'repaid') and ${t.amountPaise} < 0)`,
  ),
  check("reward_ledger_take_back_check", sql`(${t.kind} in ('taken_back', 'repaid')) = (${t.takeBackId} is not null)`),
  check("reward_ledger_earned_check", sql`(${t.kind} = 'earned') = (${t.expiresAt} is not null) and (${t.kind} = 'earned') = (${t.rewardId} = ${t.id})`),
  check("reward_ledger_order_check", sql`(${t.kind} = 'expired') = (${t.orderId} is null)`),
  // A friend's order earns once, however often staff move it; an order spends and returns each reward once; a reward expires once.
  uniqueIndex("reward_ledger_earned_once").on(t.orderId).where(sql`${t.kind} = 'earned'`),
  uniqueIndex("reward_ledger_spent_once").on(t.orderId, t.rewardId).where(sql`${t.kind} = 'spent'`),
  uniqueIndex("reward_ledger_returned_once").on(t.orderId, t.rewardId).where(sql`${t.kind} = 'returned'`),
  uniqueIndex("reward_ledger_expired_once").on(t.rewardId).where(sql`${t.kind} = 'expired'`),
  // A take-back takes from its reward once; a reward's money that came in with one order pays each debt once.
  uniqueIndex("reward_ledger_taken_back_once").on(t.takeBackId).where(sql`${t.kind} = 'taken_back'`),
  uniqueIndex("reward_ledger_repaid_once").on(t.takeBackId, t.rewardId, t.orderId).where(sql`${t.kind} = 'repaid'`),
  index("reward_ledger_member_idx").on(t.memberUserId, t.createdAt),
  index("reward_ledger_reward_idx").on(t.rewardId),
]);

/** One row per return request, so approving a return twice takes back once; `owed` the member repays from next rewards; what expired is not pursued. */
export const commissionTakeBacks = pgTable("commission_take_backs", {
  id: rowId(),
  /** The return request's id: the idempotency key. */
  returnRequestId: text("return_request_id").notNull().unique(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "restrict" }),
  rewardId: uuid("reward_id").notNull().references(() => rewardLedger.id, { onDelete: "restrict" }),
  memberUserId: text("member_user_id").notNull().references(() => members.userId, { onDelete: "restrict" }),
  amountPaise: integer("amount_paise").notNull(),
  takenPaise: integer("taken_paise").notNull(),
  owedPaise: integer("owed_paise").notNull(),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
}, (t) => [
  check("commission_take_backs_amounts", sql`${t.amountPaise} > 0 and ${t.takenPaise} >= 0 and ${t.owedPaise} >= 0 and ${t.takenPaise} + ${t.owedPaise} <= ${t.amountPaise}`),
  index("commission_take_backs_reward_idx").on(t.rewardId),
  index("commission_take_backs_member_idx").on(t.memberUserId, t.createdAt),
]);
