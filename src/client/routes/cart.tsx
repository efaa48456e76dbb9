import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/cart";
import { shopperLoader } from "~/shared/shopper-source";
import { pageMeta } from "~/client/lib/meta";
import { PrivateListPage } from "~/client/features/auth/components/private-page";
import { CartContents } from "~/client/features/cart/components/cart-contents";
import { CART_SKELETON } from "~/client/features/cart/components/cart-skeleton";
import { CheckDelivery } from "~/client/features/addresses/components/check-delivery";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Your Cart`), i18n._(msg`The items in your cart.`));
};

/** A server render for a signed-in shopper carries their cart, so a slow phone paints the lines, not a skeleton (docs/decisions/032); otherwise null. */
// /cart.data carries no session, so on client navigation the shopper is null at once and the browser reads the cart.
export const loader = async (args: Route.LoaderArgs) => ({
  ...(await shopperLoader(args)),
  ...requestMessages(args.url, ["pages/cart", "cart", "addresses"]),
});

export default function Page() {
  const { t } = useLingui();
  return (
    <PrivateListPage title={t`Your Cart`} loading={t`Loading your cart`} skeleton={CART_SKELETON}>
      <CartContents />
      <CheckDelivery className="mt-6 max-w-md" />
    </PrivateListPage>
  );
}
