import type { Route } from "./+types/home";
import { loadCatalogue, sameCatalogueWithinPage } from "~/client/lib/catalogue-loader";
import { pageMeta } from "~/client/lib/meta";
import { BundleCard } from "~/client/features/catalogue/components/bundle-card";
import { ProductCard } from "~/client/features/catalogue/components/product-card";
import { EnquiryDialog } from "~/client/features/enquiry/components/enquiry-dialog";
import { BrandBand } from "~/client/features/marketing/components/brand-band";
import { BundlesCarousel } from "~/client/features/marketing/components/bundles-carousel";
import { CampaignSection } from "~/client/features/marketing/components/campaign-section";
import { FeaturedProductsCarousel } from "~/client/features/marketing/components/featured-products-carousel";
import { FloatingButtons } from "~/client/features/marketing/components/floating-buttons";
import { HeroCarousel } from "~/client/features/marketing/components/hero-carousel";
import { HomeGreeting } from "~/client/features/marketing/components/home-greeting";
import { LuckyDrawPopup } from "~/client/features/marketing/components/lucky-draw-popup";
import { SpecialitySection } from "~/client/features/marketing/components/speciality-section";
import { cardActions } from "./card-actions";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { msg } from "@lingui/core/macro";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Cold-Pressed Mustard Oils, Organic Pulses & Grains`),
    i18n._(msg`Hydraulic and wood pressed mustard oil, unpolished organic dals and grains from our family's fields. Pan India shipping, same day delivery in Delhi-NCR.`),
  );
};

/** The catalogue as it is now: the server keeps this page's HTML until the catalogue changes. */
export const loader = async ({ context, url }: Route.LoaderArgs) => ({
  ...(await loadCatalogue(context, url)),
  ...requestMessages(url, ["pages/home", "marketing", "catalogue", "cart", "wishlist", "enquiry", "membership"]),
});
export const shouldRevalidate = sameCatalogueWithinPage;
// The launch banner sits above the header, so root.tsx renders it on this page.
export default function Page({ loaderData }: Route.ComponentProps) {
  const { products, bundles } = loaderData.catalogue;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <HeroCarousel products={products} />
      </div>
      <FeaturedProductsCarousel
        products={products}
        renderProduct={(product) => (
          <ProductCard key={product.id} product={product} actions={(size) => cardActions(product, size)} />
        )}
      />
      <SpecialitySection />
      <BundlesCarousel
        bundles={bundles}
        renderBundle={(bundle) => (
          <BundleCard key={bundle.id} bundle={bundle} actions={cardActions(bundle)} />
        )}
      />
      <BrandBand />
      <HomeGreeting />
      <CampaignSection />
      <FloatingButtons enquiry={<EnquiryDialog />} />
      <LuckyDrawPopup />
    </>
  );
}
