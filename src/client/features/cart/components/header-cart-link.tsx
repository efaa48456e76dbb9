import { ShoppingCart } from "lucide-react";
import { Link } from "~/client/components/ui/link";
import { useCartCount } from "../api/get-cart";
import { CartCountBadge, useCartLinkLabel } from "./cart-count-badge";

/** The header's cart icon with its count; root.tsx puts it in the header's cart slot. */
export function HeaderCartLink({ to, className }: { to: string; className: string }) {
  const count = useCartCount();
  const label = useCartLinkLabel(count);
  return (
    <Link to={to} aria-label={label} className={className}>
      <ShoppingCart aria-hidden="true" className="size-5" />
      <CartCountBadge count={count} />
    </Link>
  );
}
