import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/wishlist";
import { pageMeta } from "~/client/lib/meta";
import { LoadingPanel } from "~/client/components/ui/list-states";
import { PrivatePage } from "~/client/features/auth/components/private-page";
import { AddToCartButton } from "~/client/features/cart/components/add-to-cart-button";
import { WISHLIST_SKELETON, WishlistContents } from "~/client/features/wishlist/components/wishlist-contents";
import { lineTitle } from "~/shared/line-title";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

// Each saved product has the cart's Add to Cart button.
export const loader = messagesLoader(["pages/wishlist", "wishlist", "cart"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Your Wishlist`), i18n._(msg`The products you saved for later.`));
};

// The heading and the skeleton hold nothing private: they are in the prerendered frame.
export default function Page() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{t`Your Wishlist`}</h1>
      <PrivatePage skeleton={<LoadingPanel label={t`Loading your wishlist`} {...WISHLIST_SKELETON} />}>
        <WishlistContents
          addToCart={(item) => <AddToCartButton productId={item.productId} sizeId={item.sizeId} productName={lineTitle(item.productName, item.sizeLabel)} from="wishlist" size="md" soldOut={!item.available} className="w-full" />}
        />
      </PrivatePage>
    </section>
  );
}
