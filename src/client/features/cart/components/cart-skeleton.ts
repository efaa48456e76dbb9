import type { SkeletonLayout } from "~/client/components/ui/list-states";

/** The cart page's loading shape: three lines (one cart line is about 7 rem on phones) and the Order Summary. */
export const CART_SKELETON: SkeletonLayout = { rows: 3, rowClassName: "h-28", aside: true };
