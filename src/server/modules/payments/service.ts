import { eq, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { codBlockedPincodes, paymentSettings } from "~/server/db/schema/payment-settings";
import { ApiError } from "~/server/http/errors";
import type { PaymentMethod, PaymentSettings } from "~/shared/payment";
import { paymentTermsFor, type PaymentTerms } from "~/shared/pricing";
import { codUnavailableMessage, DEFAULT_PAYMENT_SETTINGS } from "~/shared/payment";
import { deliveredOrderOf } from "./cod-confirmation";
import { paymentSettingsColumns } from "./settings";

export { getPaymentSettings, paymentWait } from "./settings";
export { codConfirmationWait, confirmCodOrder, issueCodConfirmToken } from "./cod-confirmation";
export { sendRefund } from "./gateway/refunds";
export { oweRefund, type RefundOwed } from "./refunds-owed";
export { oweRefundOfUndeliveredOrder, RETURNED_ORDER_REFUND_REASON, sendCancellationRefund, type CancellationRefund } from "./refund-on-cancel";
export { paymentGatewayOf } from "./gateway/razorpay";

// What checkout may charge for a way to pay: the staff's figures, and no cash on delivery where staff switched it off.

const codBlockAt = (db: Queryable, pincode: string) => db.select({ id: codBlockedPincodes.id }).from(codBlockedPincodes).where(eq(codBlockedPincodes.pincode, pincode)).limit(1);

export async function isCodBlocked(db: Queryable, pincode: string): Promise<boolean> {
  return (await codBlockAt(db, pincode)).length > 0;
}

/** What placing an order needs of payments: the settings, whether cash on delivery is off at the pincode, and whether the buyer has had an order delivered. */
export type CheckoutPayment = { settings: PaymentSettings; codBlocked: boolean; deliveredBefore: boolean };

/** CheckoutPayment in one statement (the settings' row may not exist yet: then the defaults). */
export async function checkoutPaymentFacts(db: Queryable, userId: string, pincode: string): Promise<CheckoutPayment> {
  const settings = db.select(paymentSettingsColumns).from(paymentSettings).limit(1).as("settings");
  const [row] = await db
    .select({
      settings: { ...settings._.selectedFields },
      codBlocked: sql<boolean>`exists (${codBlockAt(db, pincode)})`,
      deliveredBefore: sql<boolean>`exists (${deliveredOrderOf(db, userId)})`,
    })
    .from(sql`(select 1) as "one"`)
    .leftJoin(settings, sql`true`);
  return { settings: row!.settings ?? DEFAULT_PAYMENT_SETTINGS, codBlocked: row!.codBlocked, deliveredBefore: row!.deliveredBefore };
}

/** What a way to pay adds or takes off under the checkout's payment facts; cash on delivery where staff switched it off is refused (409, nothing written). */
export function paymentTermsAt(method: PaymentMethod, pincode: string, { settings, codBlocked }: Pick<CheckoutPayment, "settings" | "codBlocked">): PaymentTerms {
  if (method === "cod" && codBlocked) {
    const message = codUnavailableMessage(pincode);
    throw new ApiError(409, message, { title: "Cash on Delivery not available", fields: { paymentMethod: message } });
  }
  return paymentTermsFor(method, settings);
}
