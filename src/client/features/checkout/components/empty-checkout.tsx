import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useSession } from "~/client/lib/session/use-session";
import { paths } from "~/shared/paths";
import { lastOrderId } from "../checkout-draft";

/**
 * What /checkout shows with an empty cart: nothing (SPEC). But an empty checkout right after an
 * order placed in this tab, reached by Back from the order's page, goes to that order's page
 * instead of standing blank (docs/product-rules.md#checkout).
 */
/**
 * Also shown while the cart or the addresses load. `cartEmpty`: the cart is known to be empty, and
 * not because this visit has just placed its order (which leads to the order itself).
 */
export function EmptyCheckout({ cartEmpty }: { cartEmpty: boolean }) {
  const { user } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!cartEmpty || !user) return;
    const orderId = lastOrderId(user.id);
    if (orderId) void navigate(paths.orderSuccess.getHref(orderId), { replace: true });
  }, [cartEmpty, user, navigate]);
  return null;
}
