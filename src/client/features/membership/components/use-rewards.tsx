import { useLingui } from "@lingui/react/macro";
import { Award } from "lucide-react";
import { formatRupees } from "~/shared/money";

/** Rewards come off after any promo discount, never more than what is left of the subtotal. */
export function UseRewards({ availablePaise, spendPaise, checked, onChange }: { availablePaise: number; spendPaise: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  if (availablePaise <= 0) return null;
  const available = formatRupees(availablePaise);
  const spend = formatRupees(spendPaise);
  return (
    <section aria-labelledby="use-rewards-heading" className="rounded-xl border border-leaf-600/30 bg-white p-4 sm:p-6">
      <h2 id="use-rewards-heading" className="flex items-center gap-2 text-xl font-bold text-leaf-800">
        <Award aria-hidden="true" className="size-5 text-leaf-700" />
        {t`My rewards`}
      </h2>
      <p className="mt-2 text-sm">{t`You have ${available} in membership rewards to spend, oldest first.`}</p>
      <label className="mt-3 flex cursor-pointer items-start gap-3 font-medium">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-4 accent-leaf-700" />
        <span>
          {checked && spendPaise > 0 ? t`Use my rewards: ${spend} off this order` : t`Use my rewards`}
        </span>
      </label>
    </section>
  );
}
