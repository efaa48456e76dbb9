import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import type { Bundle } from "~/shared/catalog/bundles";
import { formatRupees } from "~/shared/money";
import { CardShell, CornerBadge, RatingLine } from "./card-parts";
import { CataloguePicture } from "./catalogue-picture";
import { unitPriceOf } from "~/shared/catalog/sizes";
import { DiscountBadgeText, PriceTag } from "./price-tag";
import { BadgeText } from "./badge-text";

type BundleCardProps = {
  bundle: Bundle;
  /** Add to cart and Buy Now: plugged in by the cart feature. */
  actions?: ReactNode;
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  /** The `sizes` of an uploaded photo: how wide the card is drawn (the default fits the bundles grid and the home carousel). */
  imageSizes?: string;
};

export const BUNDLE_CARD_IMAGE_SIZES = "(min-width: 1280px) 640px, (min-width: 768px) 52vw, 100vw";

export function BundleCard({ bundle, actions, priority = false, headingLevel: Heading = "h3", imageSizes = BUNDLE_CARD_IMAGE_SIZES }: BundleCardProps) {
  const { t } = useLingui();
  const headingId = `${bundle.id}-name`;
  const savings = formatRupees(bundle.savings);
  const photo = bundle.photos?.[0];
  const media = (
    <>
      {photo ? (
        <CataloguePicture photo={photo} alt={bundle.name} sizes={imageSizes} priority={priority} className="aspect-[4/3] w-full object-contain" />
      ) : (
        <img src={bundle.images[0]} alt={bundle.name} width={400} height={300} loading={priority ? "eager" : "lazy"} decoding="async" className="aspect-[4/3] w-full object-contain p-4" />
      )}
      {bundle.badge && (
        <CornerBadge corner="left" className="bg-leaf-700">
          <BadgeText badge={bundle.badge} />
        </CornerBadge>
      )}
      <CornerBadge corner="right" className="bg-red-700">
        <DiscountBadgeText price={bundle.price} originalPrice={bundle.originalPrice} />
      </CornerBadge>
    </>
  );
  return (
    <CardShell headingId={headingId} media={media} actions={actions}>
      <Heading id={headingId} className="text-lg font-bold text-earth-900">
        <Link to={paths.bundle.getHref(bundle.slug)} className="underline-offset-2 hover:underline">
          {bundle.name}
        </Link>
      </Heading>
      <p className="text-sm text-earth-900/80">{bundle.description}</p>
      <RatingLine rating={bundle.rating} reviews={bundle.reviews} className="flex items-center gap-2 text-sm" />
      <div className="mt-auto pt-2">
        <PriceTag price={bundle.price} originalPrice={bundle.originalPrice} coupon={bundle.coupon} unitPrice={unitPriceOf(bundle.sizes[0])} />
        <p className="mt-1 text-sm font-semibold text-leaf-700">{t`You save ${savings}`}</p>
      </div>
    </CardShell>
  );
}
