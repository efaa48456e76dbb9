import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "~/client/components/ui/link";
import type { Bundle } from "~/shared/catalog/bundles";
import { paths } from "~/shared/paths";
import { Carousel } from "~/client/components/ui/carousel";

/** The first three bundles, autoplaying every 3 s (docs/product-rules.md#public-pages); the page draws each card. */
export function BundlesCarousel({ bundles, renderBundle }: { bundles: readonly Bundle[]; renderBundle: (bundle: Bundle) => ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="bundles-heading" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="bundles-heading" className="text-2xl font-bold text-leaf-800">
            {t`Healthy Bundles`}
          </h2>
          <p className="mt-1 text-earth-900/80">{t`Save more when you stock up together.`}</p>
        </div>
        <Link to={paths.bundles.getHref()} className="font-semibold text-leaf-700 underline underline-offset-4">
          {t`View all bundles`}
        </Link>
      </div>
      <Carousel
        label={t`Bundles`}
        className="mt-5"
        autoplayMs={3000}
        slideClassName="basis-full md:basis-[52%]"
        initialSlides={2}
        slides={bundles.slice(0, 3).map(renderBundle)}
      />
    </section>
  );
}
