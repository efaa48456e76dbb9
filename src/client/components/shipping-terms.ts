import { formatRupees } from "~/shared/money";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_CHARGE } from "~/shared/pricing";

// Copy reads the figures the shipping rule charges with, so a change in shared/pricing reaches every page.

/** "₹499": shipping is free from this subtotal up. */
export const freeShippingFrom = formatRupees(FREE_SHIPPING_THRESHOLD);

/** "₹50": charged below the threshold. */
export const shippingCharge = formatRupees(SHIPPING_CHARGE);
