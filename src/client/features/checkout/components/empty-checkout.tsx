import { useEffect } from "react";
import { useShopNavigate } from "~/client/components/ui/link";
import { useSession } from "~/client/lib/session/use-session";
import { paths } from "~/shared/paths";
import { lastOrderId } from "../checkout-draft";

/** Nothing with an empty cart, but Back after an order placed in this tab goes to that order's page. */
// Also shown while loading; `cartEmpty`: known empty, and not because this visit just placed its order.
export function EmptyCheckout({ cartEmpty }: { cartEmpty: boolean }) {
  const { user } = useSession();
  const navigate = useShopNavigate();
  useEffect(() => {
    if (!cartEmpty || !user) return;
    const orderId = lastOrderId(user.id);
    if (orderId) void navigate(paths.orderSuccess.getHref(orderId), { replace: true });
  }, [cartEmpty, user, navigate]);
  return null;
}
