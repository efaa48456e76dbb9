import { formatOrderDate } from "~/shared/format";
import { rewardLastDay } from "~/shared/membership";
import { formatRupees } from "~/shared/money";
import type { Reward } from "../api/membership";

const STATUS_LABELS: Record<Reward["status"], string> = { available: "Available", used: "Used", expired: "Expired", frozen: "Frozen", taken_back: "Taken back" };

/** Why part or all of a reward is gone, in the member's words; nothing when the friend kept everything. */
function takenBackNote(reward: Reward): string | null {
  if (reward.takenBackPaise <= 0) return null;
  if (reward.status === "taken_back") return `Taken back: ${reward.friendFirstName} returned their order.`;
  return `${formatRupees(reward.takenBackPaise)} taken back: ${reward.friendFirstName} returned part of their order.`;
}

/** The member's rewards, newest first, and what they owe from rewards taken back after being spent. */
export function RewardList({ rewards, owedPaise }: { rewards: Reward[]; owedPaise: number }) {
  return (
    <section aria-labelledby="rewards-title">
      <h2 id="rewards-title" className="mb-3 text-lg font-bold text-leaf-800">
        My rewards
      </h2>
      {owedPaise > 0 ? (
        <p data-testid="rewards-owed" className="mb-3 rounded-lg border border-mustard-200 bg-mustard-50 p-3 text-sm">
          You owe {formatRupees(owedPaise)} from rewards taken back after you had spent them. Nothing is charged: it comes off your next rewards before you can spend them.
        </p>
      ) : null}
      {rewards.length === 0 ? (
        <p className="rounded-lg bg-mustard-50 p-4">No rewards yet. When a friend's first order with your code is delivered, its reward shows here.</p>
      ) : (
        <ul className="space-y-2">
          {rewards.map((reward) => {
            const note = takenBackNote(reward);
            return (
              <li key={reward.id} aria-label={`Reward from ${reward.friendFirstName}'s order`} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-mustard-100 p-3 text-sm">
                <span>
                  <span className="block font-semibold">From {reward.friendFirstName}&apos;s order</span>
                  <span className="block text-earth-900/80">
                    Earned {formatOrderDate(reward.earnedAt)} · {reward.status === "expired" ? "Expired" : "Valid until"} {formatOrderDate(rewardLastDay(reward.expiresAt))}
                  </span>
                  {note ? <span className="block text-earth-900/80">{note}</span> : null}
                </span>
                <span className="text-right">
                  <span className={`block font-bold ${reward.status === "taken_back" ? "line-through" : ""}`}>{formatRupees(reward.amountPaise)}</span>
                  <span data-status={reward.status} className="block text-xs font-semibold">
                    {STATUS_LABELS[reward.status]}
                    {reward.status === "available" && reward.leftPaise < reward.amountPaise ? `: ${formatRupees(reward.leftPaise)} left` : ""}
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
