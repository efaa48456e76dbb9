import { useLingui } from "@lingui/react/macro";

export function BrandBand() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Our promise`} className="bg-leaf-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center">
        <p className="text-2xl font-bold sm:text-3xl">{t`Grown by our family. Pressed by our hands. Trusted by yours.`}</p>
        <p className="mt-3 text-mustard-100">{t`No refining, no polishing, no shortcuts: only what the field gives, tested in the lab and packed the day it leaves the farm.`}</p>
      </div>
    </section>
  );
}
