import { gstinStateCode, normaliseGstin } from "./gstin";
import { GST_STATE_CODES, stateOfGstCode, type IndianState } from "./india";
import { seller } from "./brand";

// GST is charged by the place of supply, the delivery state, and its credit belongs to a registration there (decision 054).

/** Null when the GSTIN's state is the place of supply's (or either is unknown); otherwise what it means for the buyer's input tax credit. */
export function inputTaxCreditNotice(gstinInput: string, deliveryState: string): string | null {
  const gstin = normaliseGstin(gstinInput);
  const deliveryCode = GST_STATE_CODES[deliveryState as IndianState];
  const gstinState = gstin.length === 15 ? stateOfGstCode(gstinStateCode(gstin)) : undefined;
  if (!deliveryCode || !gstinState || gstinStateCode(gstin) === deliveryCode) return null;
  const charged = deliveryCode === seller.stateCode ? `CGST + SGST of ${deliveryState}` : "IGST";
  return (
    `Your GSTIN is registered in ${gstinState} (${gstinStateCode(gstin)}), but this order is delivered in ${deliveryState} (${deliveryCode}), ` +
    `so ${deliveryState} is its place of supply and the invoice charges ${charged}. ` +
    `Input tax credit on it can be claimed only under a GST registration in ${deliveryState}: with this GSTIN you will not be able to claim it. ` +
    `To claim it, enter your business's GSTIN registered in ${deliveryState}, or deliver to an address in ${gstinState}.`
  );
}
