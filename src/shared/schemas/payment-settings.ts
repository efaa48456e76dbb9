import { z } from "zod";
import { rupees } from "../money";
import type { PaymentSettings } from "../payment";
import { optionalTextSchema, pincodeSchema, rupeesField, typedNumber } from "./common";

// The back office's payment settings (minutes, hours and rupees, stored as paise) and the pincodes without cash on delivery.

const wholeNumber = (label: string, min: number, max: number, unit: string) => {
  const range = `${label} must be from ${min.toLocaleString("en-IN")} to ${max.toLocaleString("en-IN")} ${unit}`;
  return typedNumber(`${label} must be a number`, (value) => value.int(`${label} must be a whole number`).min(min, range).max(max, range));
};

/** PUT /api/admin/payments/settings: the same rules as the payment_settings row's check. */
export const paymentSettingsSchema = z.object({
  upiHoldMinutes: wholeNumber("UPI payment time", 5, 1440, "minutes"),
  codConfirmMinTotalRupees: rupeesField("COD confirmation threshold", 0, "COD confirmation threshold cannot be negative"),
  codConfirmHours: wholeNumber("COD confirmation time", 1, 168, "hours"),
  codChargeRupees: rupeesField("COD charge", 0, "COD charge cannot be negative"),
  upiSavingRupees: rupeesField("UPI saving", 0, "UPI saving cannot be negative"),
});

export type PaymentSettingsInput = z.input<typeof paymentSettingsSchema>;
export type PaymentSettingsValues = z.output<typeof paymentSettingsSchema>;

/** The settings row a valid form stands for (paise). */
export function settingsFromForm(form: PaymentSettingsValues): PaymentSettings {
  return {
    upiHoldMinutes: form.upiHoldMinutes,
    codConfirmMinTotalPaise: rupees(form.codConfirmMinTotalRupees),
    codConfirmHours: form.codConfirmHours,
    codChargePaise: rupees(form.codChargeRupees),
    upiSavingPaise: rupees(form.upiSavingRupees),
  };
}

export const COD_PINCODE_NOTE_MAX = 200;

/** POST /api/admin/payments/cod-pincodes: a pincode where cash on delivery is switched off, and why (optional). */
export const blockCodPincodeSchema = z.object({
  pincode: pincodeSchema,
  note: optionalTextSchema(COD_PINCODE_NOTE_MAX, `The note must be at most ${COD_PINCODE_NOTE_MAX} characters`),
});

export type BlockCodPincodeInput = z.input<typeof blockCodPincodeSchema>;


/** GET /api/payments/options/:pincode: what checkout offers there and what each way to pay adds or takes off. */
export type PaymentOptions = { codAvailable: boolean; codChargePaise: number; upiSavingPaise: number };
