import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import type { Route } from "./+types/bundles";
import { loadCatalogue, sameCatalogueWithinPage } from "~/client/lib/catalogue-loader";
import { pageMeta } from "~/client/lib/meta";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { buttonClasses } from "~/client/components/ui/button";
import { BundleCard } from "~/client/features/catalogue/components/bundle-card";
import { CatalogueJsonLd } from "~/client/features/catalogue/components/catalogue-json-ld";
import { cardActions } from "./card-actions";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Healthy Bundles`), i18n._(msg`Save up to 18% with bundles of cold-pressed mustard oil, organic dals and grains, packed for a fortnight or a whole month.`));
};

/** The catalogue as it is now: the server keeps this page's HTML until the catalogue changes. The cards draw the cart's and wishlist's buttons. */
export const loader = async ({ context, url }: Route.LoaderArgs) => ({
  ...(await loadCatalogue(context, url)),
  ...requestMessages(url, ["pages/bundles", "catalogue", "cart", "wishlist"]),
});
export const shouldRevalidate = sameCatalogueWithinPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { bundles } = loaderData.catalogue;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CatalogueJsonLd bundles={bundles} />
      <h1 className="text-3xl font-bold text-leaf-800">{t`Healthy Bundles`}</h1>
      <p className="mt-2 max-w-2xl text-earth-900/80">{t`Our oils, dals and grains packed together the way families actually cook, for less than buying them one by one.`}</p>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {bundles.map((bundle, index) => (
          <li key={bundle.id}>
            <BundleCard bundle={bundle} priority={index < 1} headingLevel="h2" actions={cardActions(bundle)} />
          </li>
        ))}
      </ul>
      <section className="mt-10 rounded-xl bg-mustard-50 p-6 text-center">
        <h2 className="text-xl font-bold text-leaf-800">{t`Want a different mix?`}</h2>
        <p className="mt-2">{t`Tell us what your kitchen needs and we will pack a bundle just for you.`}</p>
        <Link to={paths.contact.getHref()} className={buttonClasses({ variant: "primary", size: "lg", className: "mt-4" })}>
          {t`Custom Bundle Request`}
        </Link>
      </section>
    </div>
  );
}
