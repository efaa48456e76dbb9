import { eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { codBlockedPincodes } from "~/server/db/schema/payment-settings";
import { ApiError } from "~/server/http/errors";
import type { PaymentMethod, PaymentSettings } from "~/shared/payment";
import { paymentTermsFor, type PaymentTerms } from "~/shared/pricing";
import { codUnavailableMessage } from "~/shared/payment";

export { getPaymentSettings, paymentWait } from "./settings";
export { codConfirmationWait, confirmCodOrder, issueCodConfirmToken } from "./cod-confirmation";
export { sendRefund } from "./gateway/refunds";
export { oweRefund, type RefundOwed } from "./refunds-owed";
export { oweRefundOfUndeliveredOrder, RETURNED_ORDER_REFUND_REASON, sendCancellationRefund, type CancellationRefund } from "./refund-on-cancel";
export { paymentGatewayOf } from "./gateway/razorpay";

// What checkout may charge for a way to pay: the staff's figures, and no cash on delivery where staff switched it off.

export async function isCodBlocked(db: Queryable, pincode: string): Promise<boolean> {
  const [row] = await db.select({ id: codBlockedPincodes.id }).from(codBlockedPincodes).where(eq(codBlockedPincodes.pincode, pincode)).limit(1);
  return row !== undefined;
}

/** What a way to pay adds or takes off at this pincode under `settings`; cash on delivery where staff switched it off is refused (409, nothing written). */
export async function paymentTermsAt(db: Queryable, method: PaymentMethod, pincode: string, settings: PaymentSettings): Promise<PaymentTerms> {
  if (method === "cod" && (await isCodBlocked(db, pincode))) {
    const message = codUnavailableMessage(pincode);
    throw new ApiError(409, message, { title: "Cash on Delivery not available", fields: { paymentMethod: message } });
  }
  return paymentTermsFor(method, settings);
}
