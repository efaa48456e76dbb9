import { useLingui } from "@lingui/react/macro";
import { Gift } from "lucide-react";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";

/** The monthly lucky-draw opt-in, unchecked until the shopper chooses it. */
export function LuckyDrawOptIn({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="lucky-draw-heading" className="rounded-xl border border-mustard-400 bg-mustard-50 p-4 sm:p-6">
      <h2 id="lucky-draw-heading" className="flex items-center gap-2 text-xl font-bold text-leaf-800">
        <Gift aria-hidden="true" className="size-5 text-mustard-600" />
        {t`Monthly Lucky Draw`}
      </h2>
      <p className="mt-2 text-sm">{t`Win gift hampers, coupons up to 50% off and surprise gifts. Winners are announced every month.`}</p>
      <label className="mt-3 flex cursor-pointer items-start gap-3 font-medium">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-4 accent-leaf-700" />
        <span>{t`Yes, enter me in this month's lucky draw with this order`}</span>
      </label>
      <p className="mt-2 text-sm">
        <Link to={paths.termsLuckyDraw.getHref()} className="text-leaf-700 underline">
          {t`Lucky draw terms`}
        </Link>
      </p>
    </section>
  );
}
