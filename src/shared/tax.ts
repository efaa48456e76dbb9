import type { Paise } from "./money";
import type { Uqc } from "./uqc";

export { GST_STATE_CODES, placeOfSupply } from "./india";

// Prices include GST, so each line's tax is taken out of what the customer pays, never added on top.

/** A GST rate in basis points: 500 is 5%. Staff choose one of the slabs in force. */
export type GstRateBp = number;

export const GST_RATES_BP = [0, 500, 1800, 4000] as const;

export const HSN_PATTERN = /^[0-9]{4}(?:[0-9]{2}){0,2}$/;

/** Each category's HSN at 5%; a bundle takes its main item's. */
export const DEFAULT_TAX_BY_CATEGORY = {
  "mustard-oils": { hsnCode: "1514", gstRateBp: 500 },
  pulses: { hsnCode: "0713", gstRateBp: 500 },
  grains: { hsnCode: "1103", gstRateBp: 500 },
} as const satisfies Record<string, { hsnCode: string; gstRateBp: GstRateBp }>;

/** "5%", "18%", "0.25%": a rate as the invoice prints it. */
export function formatGstRate(rateBp: GstRateBp): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}

/** The financial year, April to March in Asia/Kolkata (always UTC+05:30): "2026-27". */
export function financialYear(at: Date): string {
  const kolkata = new Date(at.getTime() + 330 * 60_000);
  const year = kolkata.getUTCFullYear();
  const start = kolkata.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** Rule 46(b) of the CGST Rules: a document's serial number has at most 16 characters. */
export const DOCUMENT_NUMBER_MAX = 16;

export const DOCUMENT_SEQUENCE_DIGITS = 6;

export const documentNumberStem = (prefix: string, year: string) => `${prefix}/${year.slice(2)}/`;

/** DFF/26-27/000001: the series' prefix, the financial year ("2026-27") written short, and the year's count in six digits. */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  const number = `${documentNumberStem(prefix, year)}${String(sequence).padStart(DOCUMENT_SEQUENCE_DIGITS, "0")}`;
  // Refused rather than issued: a longer number is not a valid invoice, and GSTR-1 rejects it.
  if (number.length > DOCUMENT_NUMBER_MAX) throw new Error(`document number ${number} is over ${DOCUMENT_NUMBER_MAX} characters`);
  return number;
}

/** Shares paise in proportion to the weights: floors first, the paise left over to the largest remainders, so the shares add up to `total`. */
export function shareInProportion(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export type TaxableLine = {
  description: string;
  hsnCode: string;
  gstRateBp: GstRateBp;
  quantity: number;
  /** The quantity's unit from the GST UQC list (src/shared/uqc.ts); absent on documents issued before it was printed. */
  uqc?: Uqc;
  unitPricePaise: Paise;
  grossPaise: Paise;
};

export type InvoiceLine = TaxableLine & {
  /** This line's share of the order's discount and rewards (0 for shipping). */
  discountPaise: Paise;
  netPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
};

export type TaxBreakdown = {
  /** True when the goods are delivered in the seller's state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
  lines: InvoiceLine[];
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  invoiceValuePaise: Paise;
  /** Paise dropped so the amount payable is whole rupees. */
  roundOffPaise: Paise;
  payablePaise: Paise;
};

export type TaxInput = {
  lines: readonly TaxableLine[];
  /** The promo code's discount and the membership rewards spent: shared across the goods by value. */
  discountPaise: Paise;
  shippingPaise: Paise;
  shippingDescription: string;
  /** 9965: goods transport services. */
  shippingSacCode: string;
  /** NA: the GST portal's unit for a service line. */
  shippingUqc: Uqc;
  /** The COD charge (positive) and the UPI saving (negative), each its own line taxed as shipping is; a ₹0 one is left out. */
  charges?: readonly ChargeLine[];
  roundOffPaise: Paise;
  intraState: boolean;
};

/** A line beside the goods that is not goods: what it is, its HSN or SAC code and its amount (negative when it is taken off). */
export type ChargeLine = { description: string; code: string; amountPaise: Paise };

function taxableValueOf(netPaise: Paise, rateBp: GstRateBp): Paise {
  return Math.round((netPaise * 10_000) / (10_000 + rateBp));
}

/** A line's tax is its discounted price less its taxable value, so lines add up to what is paid; CGST = SGST to the paisa (decision 054); charges take the goods' highest rate. */
export function taxBreakdown(input: TaxInput): TaxBreakdown {
  const shares = shareInProportion(input.discountPaise, input.lines.map((line) => line.grossPaise));
  const lines = input.lines.map((line, index) => taxLine(line, shares[index]!, input.intraState));
  const highest = Math.max(0, ...input.lines.map((line) => line.gstRateBp));
  const charges = [{ description: input.shippingDescription, code: input.shippingSacCode, amountPaise: input.shippingPaise }, ...(input.charges ?? [])];
  for (const charge of charges) {
    if (charge.amountPaise === 0) continue;
    const line: TaxableLine = {
      description: charge.description,
      hsnCode: charge.code,
      gstRateBp: highest,
      quantity: 1,
      uqc: input.shippingUqc,
      unitPricePaise: charge.amountPaise,
      grossPaise: charge.amountPaise,
    };
    lines.push(taxLine(line, 0, input.intraState));
  }
  return breakdownOf(lines, input.intraState, input.roundOffPaise);
}

export function breakdownOf(lines: InvoiceLine[], intraState: boolean, roundOffPaise: Paise): TaxBreakdown {
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const invoiceValuePaise = sum((line) => line.netPaise);
  return {
    intraState,
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    invoiceValuePaise,
    roundOffPaise,
    payablePaise: invoiceValuePaise - roundOffPaise,
  };
}

/** Each of CGST and SGST at half the rate, rounded to the paisa: the two heads are equal and the tax is never odd. */
function halfTaxOf(netPaise: Paise, rateBp: GstRateBp): Paise {
  return Math.round((netPaise * rateBp) / (2 * (10_000 + rateBp)));
}

export function taxLine(line: TaxableLine, discountPaise: Paise, intraState: boolean): InvoiceLine {
  const netPaise = line.grossPaise - discountPaise;
  if (intraState) {
    const half = halfTaxOf(netPaise, line.gstRateBp);
    return { ...line, discountPaise, netPaise, taxablePaise: netPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const taxablePaise = taxableValueOf(netPaise, line.gstRateBp);
  return { ...line, discountPaise, netPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: netPaise - taxablePaise };
}
