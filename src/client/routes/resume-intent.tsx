import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useShopNavigate } from "~/client/components/ui/link";
import { toast } from "~/client/lib/toast";
import { useAddToCart } from "~/client/features/cart/api/add-to-cart";
import { addFailureMessage } from "~/client/features/cart/components/messages";
import { getWishlist } from "~/client/features/wishlist/api/get-wishlist";
import { wishlistQueryKeyIn } from "~/client/lib/query-keys";
import { useToggleWishlist } from "~/client/features/wishlist/api/toggle-wishlist";
import { takeIntent, type ShopperIntent } from "~/client/lib/session/pending-intent";
import { useSession } from "~/client/lib/session/use-session";
import { langOf } from "~/shared/lang";
import { paths } from "~/shared/paths";

// Not a route: mounted once by the root. It composes the cart and wishlist features (neither
// imports the other) to finish what a signed-out shopper pressed before signing in
// (docs/product-rules.md#accounts-and-sessions), through the same API calls as the buttons, so
// the server checks it all again (stock, the product still being on sale, the session).

/** Does, once, the action a shopper asked for before signing in, when they are back on its page. */
export function ResumeIntent() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useShopNavigate();
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  const toggleWishlist = useToggleWishlist();
  // Its words are in the layout's catalogue, which every page has (lingui.config.ts).
  const { t } = useLingui();

  useEffect(() => {
    if (!user) return;
    const intent = takeIntent(pathname);
    if (!intent) return;

    async function addAll({ productId, sizeId, quantity }: ShopperIntent) {
      for (let i = 0; i < quantity; i += 1) await addToCart.mutateAsync({ productId, sizeId });
    }

    async function resume(intent: ShopperIntent) {
      const { productName } = intent;
      const added = t`${productName} has been added to your cart.`;
      try {
        if (intent.action === "wishlist") {
          // The heart toggles: a product already in the list (saved on another device) stays there.
          const { items } = await queryClient.fetchQuery({ queryKey: wishlistQueryKeyIn(langOf(pathname)), queryFn: getWishlist, staleTime: 0 });
          if (!items.some((item) => item.productId === intent.productId)) await toggleWishlist.mutateAsync({ productId: intent.productId, sizeId: intent.sizeId });
          toast.success(t`Added to wishlist!`, { description: t`${productName} has been added to your wishlist.` });
          return;
        }
        await addAll(intent);
        toast.success(t`Added to cart!`, { description: added });
        if (intent.action === "buy-now") await navigate(paths.checkout.getHref());
      } catch (error) {
        toast.error(t`Error`, {
          description:
            intent.action === "wishlist" ? (error instanceof Error ? error.message : t`Something went wrong. Please try again.`) : addFailureMessage(error, t`Failed to add item to cart`),
        });
      }
    }

    void resume(intent);
    // Runs when the shopper arrives signed in on a page; the mutations are stable enough for one run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, pathname]);

  return null;
}
