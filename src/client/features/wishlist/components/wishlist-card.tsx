import { useLingui } from "@lingui/react/macro";
import { LoaderCircle, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { toast } from "~/client/lib/toast";
import { formatRupees } from "~/shared/money";
import { isUnauthorized } from "~/client/lib/shop-fetch";
import { useSingleFlight } from "~/client/lib/use-single-flight";
import type { WishlistItem } from "../api/get-wishlist";
import { useRemoveFromWishlist } from "../api/remove-from-wishlist";
import { useLoginPrompt } from "~/client/lib/session/use-login-prompt";
import { SIGN_IN } from "./login-messages";
import { lineTitle } from "~/shared/line-title";

/** A saved product: image, name, price, remove, and the Add to Cart action the page plugs in. */
export function WishlistCard({ item, addToCart }: { item: WishlistItem; addToCart: ReactNode }) {
  const remove = useRemoveFromWishlist();
  const promptLogin = useLoginPrompt();
  const runOnce = useSingleFlight();
  const { t, i18n } = useLingui();

  function removeItem() {
    void runOnce(async () => {
      try {
        await remove.mutateAsync(item.productId);
        toast.success(t`Removed from wishlist`, { description: t`Item has been removed from your wishlist.` });
      } catch (error) {
        if (isUnauthorized(error)) return promptLogin(i18n._(SIGN_IN), { sessionEnded: true });
        toast.error(t`Error`, { description: error instanceof Error ? error.message : t`Something went wrong. Please try again.` });
      }
    });
  }

  const title = lineTitle(item.productName, item.sizeLabel);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-mustard-100 bg-white shadow-sm" aria-label={title}>
      <div className="relative bg-mustard-50">
        <img src={item.productImage} alt={title} width={400} height={300} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-contain p-4" />
        <button
          type="button"
          onClick={removeItem}
          disabled={remove.isPending}
          aria-busy={remove.isPending}
          aria-label={t`Remove ${title} from wishlist`}
          className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full bg-white text-red-700 shadow hover:bg-red-50 disabled:opacity-60"
        >
          {remove.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="font-bold leading-snug text-earth-900">{title}</h2>
        <p className="mt-auto text-xl font-bold text-leaf-800">{formatRupees(item.pricePaise)}</p>
        {!item.available && <p className="text-sm font-semibold text-red-700">{t`Not available right now`}</p>}
        {addToCart}
      </div>
    </article>
  );
}
