import { useLingui } from "@lingui/react/macro";
import { Gift } from "lucide-react";
import { CheckboxLine, ChoiceBox } from "~/client/components/ui/choice-box";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";

/** The monthly lucky-draw opt-in, unchecked until the shopper chooses it. */
export function LuckyDrawOptIn({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  return (
    <ChoiceBox id="lucky-draw" icon={<Gift aria-hidden="true" className="size-5 text-mustard-600" />} title={t`Monthly Lucky Draw`} className="rounded-xl border border-mustard-400 bg-mustard-50 p-4 sm:p-6">
      <p className="mt-2 text-sm">{t`Win gift hampers, coupons up to 50% off and surprise gifts. Winners are announced every month.`}</p>
      <CheckboxLine checked={checked} onChange={onChange} className="mt-3">
        {t`Yes, enter me in this month's lucky draw with this order`}
      </CheckboxLine>
      <p className="mt-2 text-sm">
        <Link to={paths.termsLuckyDraw.getHref()} className="text-leaf-700 underline">
          {t`Lucky draw terms`}
        </Link>
      </p>
    </ChoiceBox>
  );
}
