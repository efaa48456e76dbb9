import type { Queryable } from "~/server/db/client";
import { paymentSettings } from "~/server/db/schema/payment-settings";
import { DEFAULT_PAYMENT_SETTINGS, type Awaited, type PaymentMethod, type PaymentSettings } from "~/shared/payment";

/** The settings' columns, read alone or beside other facts. */
export const paymentSettingsColumns = {
  upiHoldMinutes: paymentSettings.upiHoldMinutes,
  codConfirmMinTotalPaise: paymentSettings.codConfirmMinTotalPaise,
  codConfirmHours: paymentSettings.codConfirmHours,
  codChargePaise: paymentSettings.codChargePaise,
  upiSavingPaise: paymentSettings.upiSavingPaise,
};

/** The figures staff set, or PRODUCT.md's defaults until they first save. */
export async function getPaymentSettings(db: Queryable): Promise<PaymentSettings> {
  const [row] = await db.select(paymentSettingsColumns).from(paymentSettings).limit(1);
  return row ?? DEFAULT_PAYMENT_SETTINGS;
}

/** What a new order waits for: a UPI or online order its payment, for the hold time; cash nothing here (its confirmation is decided apart). */
export function paymentWait(method: PaymentMethod, now: Date, { upiHoldMinutes }: PaymentSettings): { awaiting: Awaited; awaitingUntil: Date } | Record<string, never> {
  if (method === "cod") return {};
  return { awaiting: method === "upi" ? "upi_payment" : "online_payment", awaitingUntil: new Date(now.getTime() + upiHoldMinutes * 60_000) };
}
