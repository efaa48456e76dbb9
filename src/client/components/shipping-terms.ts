import { formatRupees } from "~/shared/money";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_CHARGE } from "~/shared/pricing";

// Copy that states the shipping rule reads the figures the rule charges with, so a change of
// threshold or charge in shared/pricing changes every page that talks about it.

/** "₹499": shipping is free from this subtotal up. */
export const freeShippingFrom = formatRupees(FREE_SHIPPING_THRESHOLD);

/** "₹50": charged below the threshold. */
export const shippingCharge = formatRupees(SHIPPING_CHARGE);
