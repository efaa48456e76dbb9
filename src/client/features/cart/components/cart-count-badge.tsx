import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** The number on the header's cart icon; nothing at 0 (docs/product-rules.md#public-pages). The link's label says the count. */
export function CartCountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] font-bold leading-none text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}

/** The cart icon's accessible name, with the count when there is one. */
export function useCartLinkLabel(count: number): string {
  const { t } = useLingui();
  if (count <= 0) return t`Cart`;
  return t`Cart, ${plural(count, { one: "# item", other: "# items" })}`;
}
