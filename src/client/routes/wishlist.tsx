import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/wishlist";
import { pageMeta } from "~/client/lib/meta";
import { PrivateListPage } from "~/client/features/auth/components/private-page";
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

export default function Page() {
  const { t } = useLingui();
  return (
    <PrivateListPage title={t`Your Wishlist`} loading={t`Loading your wishlist`} skeleton={WISHLIST_SKELETON}>
      <WishlistContents
        addToCart={(item) => <AddToCartButton productId={item.productId} sizeId={item.sizeId} productName={lineTitle(item.productName, item.sizeLabel)} from="wishlist" size="md" soldOut={!item.available} className="w-full" />}
      />
    </PrivateListPage>
  );
}
