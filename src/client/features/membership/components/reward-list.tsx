import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatOrderDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import { rewardLastDay } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import type { Reward } from "../api/membership";

const STATUS_LABELS = { available: msg`Available`, used: msg`Used`, expired: msg`Expired`, frozen: msg`Frozen`, taken_back: msg`Taken back` } satisfies Record<Reward["status"], unknown>;

/** Why part or all of a reward is gone, in the member's words; nothing when the friend kept everything. */
function useTakenBackNote() {
  const { t } = useLingui();
  return (reward: Reward): string | null => {
    if (reward.takenBackPaise <= 0) return null;
    const friend = reward.friendFirstName;
    if (reward.status === "taken_back") return t`Taken back: ${friend} returned their order.`;
    const takenBack = formatRupees(reward.takenBackPaise);
    return t`${takenBack} taken back: ${friend} returned part of their order.`;
  };
}

/** The member's rewards, newest first, and what they owe from rewards taken back after being spent. */
export function RewardList({ rewards, owedPaise }: { rewards: Reward[]; owedPaise: number }) {
  const { t, i18n } = useLingui();
  const takenBackNote = useTakenBackNote();
  const owed = formatRupees(owedPaise);
  return (
    <section aria-labelledby="rewards-title">
      <h2 id="rewards-title" className="mb-3 text-lg font-bold text-leaf-800">
        {t`My rewards`}
      </h2>
      {owedPaise > 0 ? (
        <p data-testid="rewards-owed" className="mb-3 rounded-lg border border-mustard-200 bg-mustard-50 p-3 text-sm">
          {t`You owe ${owed} from rewards taken back after you had spent them. Nothing is charged: it comes off your next rewards before you can spend them.`}
        </p>
      ) : null}
      {rewards.length === 0 ? (
        <p className="rounded-lg bg-mustard-50 p-4">{t`No rewards yet. When a friend's first order with your code is delivered, its reward shows here.`}</p>
      ) : (
        <ul className="space-y-2">
          {rewards.map((reward) => {
            const note = takenBackNote(reward);
            const friend = reward.friendFirstName;
            const earned = formatOrderDate(reward.earnedAt, langOfI18n(i18n));
            const lastDay = formatOrderDate(rewardLastDay(reward.expiresAt), langOfI18n(i18n));
            const left = formatRupees(reward.leftPaise);
            const status = i18n._(STATUS_LABELS[reward.status]);
            return (
              <li key={reward.id} aria-label={t`Reward from ${friend}'s order`} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-mustard-100 p-3 text-sm">
                <span>
                  <span className="block font-semibold">{t`From ${friend}'s order`}</span>
                  <span className="block text-earth-900/80">
                    {reward.status === "expired" ? t`Earned ${earned} · Expired ${lastDay}` : t`Earned ${earned} · Valid until ${lastDay}`}
                  </span>
                  {note ? <span className="block text-earth-900/80">{note}</span> : null}
                </span>
                <span className="text-right">
                  <span className={`block font-bold ${reward.status === "taken_back" ? "line-through" : ""}`}>{formatRupees(reward.amountPaise)}</span>
                  <span data-status={reward.status} className="block text-xs font-semibold">
                    {reward.status === "available" && reward.leftPaise < reward.amountPaise ? t`${status}: ${left} left` : status}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
