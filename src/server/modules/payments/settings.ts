import type { Queryable } from "~/server/db/client";
import { paymentSettings } from "~/server/db/schema/payment-settings";
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from "~/shared/payment";

/** The figures staff set, or PRODUCT.md's defaults until they first save. */
export async function getPaymentSettings(db: Queryable): Promise<PaymentSettings> {
  const [row] = await db
    .select({
      upiHoldMinutes: paymentSettings.upiHoldMinutes,
      codConfirmMinTotalPaise: paymentSettings.codConfirmMinTotalPaise,
      codConfirmHours: paymentSettings.codConfirmHours,
      codChargePaise: paymentSettings.codChargePaise,
      upiSavingPaise: paymentSettings.upiSavingPaise,
    })
    .from(paymentSettings)
    .limit(1);
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}
