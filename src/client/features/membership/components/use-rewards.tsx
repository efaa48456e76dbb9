import { useLingui } from "@lingui/react/macro";
import { Award } from "lucide-react";
import { CheckboxLine, ChoiceBox } from "~/client/components/ui/choice-box";
import { formatRupees } from "~/shared/money";

/** Rewards come off after any promo discount, never more than what is left of the subtotal. */
export function UseRewards({ availablePaise, spendPaise, checked, onChange }: { availablePaise: number; spendPaise: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  if (availablePaise <= 0) return null;
  const available = formatRupees(availablePaise);
  const spend = formatRupees(spendPaise);
  return (
    <ChoiceBox id="use-rewards" icon={<Award aria-hidden="true" className="size-5 text-leaf-700" />} title={t`My rewards`} className="rounded-xl border border-leaf-600/30 bg-white p-4 sm:p-6">
      <p className="mt-2 text-sm">{t`You have ${available} in membership rewards to spend, oldest first.`}</p>
      <CheckboxLine checked={checked} onChange={onChange} className="mt-3">
        {checked && spendPaise > 0 ? t`Use my rewards: ${spend} off this order` : t`Use my rewards`}
      </CheckboxLine>
    </ChoiceBox>
  );
}
