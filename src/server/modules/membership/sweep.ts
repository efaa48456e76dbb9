import type { AppDeps } from "~/server/context";
import type { Database } from "~/server/db/client";
import type { Logger } from "~/server/logger";
import { paths } from "~/shared/paths";
import { claimExpiryReminders, expireRewards, rewardExpiringMail } from "./service";

export type RewardSweep = { stop(): Promise<void> };

/**
 * Once now and then every `intervalMs`: writes the expired rows of rewards past their last day and
 * queues the "expires soon" e-mails. Both are single conditional statements (a unique index, a
 * claim on reminded_at), so every server process may run it at once and each reward expires and
 * is reminded once (docs/decisions/028-membership-rewards-ledger.md).
 */
export function startRewardSweep({ db, emails, logger, baseUrl, intervalMs }: { db: Database; emails: AppDeps["emails"]; logger: Logger; baseUrl: string; intervalMs: number }): RewardSweep {
  const membershipUrl = `${baseUrl}${paths.account.getHref()}?tab=membership`;
  let running: Promise<void> = Promise.resolve();

  async function sweepOnce() {
    try {
      const now = new Date();
      const expired = await expireRewards(db, now);
      const reminders = await db.transaction(async (tx) => {
        const due = await claimExpiryReminders(tx, now);
        for (const reward of due) await emails.enqueue(tx, "membership_reward", rewardExpiringMail(reward.memberEmail, reward, membershipUrl));
        return due.length;
      });
      if (reminders > 0) emails.wake();
      if (expired > 0 || reminders > 0) logger.info("membership rewards swept", { expired, reminders });
    } catch (error) {
      logger.error("membership rewards sweep failed; it runs again at the next interval", { error: error instanceof Error ? error.message : String(error) });
    }
  }

  running = sweepOnce();
  const timer = setInterval(() => {
    running = running.then(sweepOnce);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
