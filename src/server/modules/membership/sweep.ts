import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { AppDeps } from "~/server/context";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { profileLanguage, profiles } from "~/server/db/schema/customers";
import { members, rewardLedger } from "~/server/db/schema/membership";
import { startRepeating, type Repeating } from "~/server/lib/repeat";
import type { Logger } from "~/server/logger";
import type { Lang } from "~/shared/lang";
import { REWARD_REMINDER_DAYS } from "~/shared/membership";
import { membershipUrl, rewardExpiringMail } from "./mail";
import { rewardsLeft } from "./reward-sums";

const DAY_MS = 24 * 60 * 60 * 1000;

export type RewardSweep = Repeating;

/** Both writes are single conditional statements, so every process may sweep at once (docs/decisions/028-membership-rewards-ledger.md). */
export function startRewardSweep({ db, emails, logger, baseUrl, intervalMs }: { db: Database; emails: AppDeps["emails"]; logger: Logger; baseUrl: string; intervalMs: number }): RewardSweep {
  return startRepeating({
    what: "membership rewards sweep",
    intervalMs,
    logger,
    work: async () => {
      const now = new Date();
      const expired = await expireRewards(db, now);
      const reminders = await db.transaction(async (tx) => {
        const due = await claimExpiryReminders(tx, now);
        for (const reward of due) await emails.enqueue(tx, "membership_reward", rewardExpiringMail(reward.memberEmail, reward, membershipUrl(baseUrl, reward.memberLanguage)));
        return due.length;
      });
      if (reminders > 0) emails.wake();
      if (expired > 0 || reminders > 0) logger.info("membership rewards swept", { expired, reminders });
    },
  });
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
export type ExpiringReward = { memberEmail: string; memberName: string; memberLanguage: Lang; leftPaise: number; expiresAt: Date };

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
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, language: profileLanguage })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, claimed.map((row) => row.memberUserId)));
  const byId = new Map(people.map((person) => [person.id, person]));
  return claimed.map((row) => ({
    memberEmail: byId.get(row.memberUserId)!.email,
    memberName: byId.get(row.memberUserId)!.name,
    memberLanguage: byId.get(row.memberUserId)!.language,
    leftPaise: left.get(row.id) ?? 0,
    expiresAt: row.expiresAt!,
  }));
}
