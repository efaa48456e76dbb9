import type { Paise } from "./money";

// Invoices read the place of supply from here with the rest of their GST.
export { GST_STATE_CODES, placeOfSupply } from "./india";

// Prices include GST, so each line's tax is taken out of what the customer pays, never added on top.

/** A GST rate in basis points: 500 is 5%. Staff choose one of the slabs in force. */
export type GstRateBp = number;

/** The GST slabs staff can give an item. */
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

/** DFF/2026-27/000001: the series' prefix, the financial year and the number, six digits at least. */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(6, "0")}`;
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

/** One line of goods as the order sold it: prices include GST. */
export type TaxableLine = {
  description: string;
  hsnCode: string;
  gstRateBp: GstRateBp;
  quantity: number;
  unitPricePaise: Paise;
  grossPaise: Paise;
};

/** A line of the invoice: the goods or the shipping, with its share of the discount and its tax. */
export type InvoiceLine = TaxableLine & {
  /** This line's share of the order's discount and rewards (0 for shipping). */
  discountPaise: Paise;
  netPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** The unit quantity code GSTR-1's HSN summary reports the quantity in; documents issued before it was printed have none. */
  uqc?: string;
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
  roundOffPaise: Paise;
  intraState: boolean;
};

function taxableValueOf(netPaise: Paise, rateBp: GstRateBp): Paise {
  return Math.round((netPaise * 10_000) / (10_000 + rateBp));
}

/** The discount is shared by value; a line's tax is its discounted price less its taxable value, so lines add up to what is paid. */
// Within the state CGST + SGST (an odd paisa to CGST); shipping is taxed at the goods' highest rate.
export function taxBreakdown(input: TaxInput): TaxBreakdown {
  const shares = shareInProportion(input.discountPaise, input.lines.map((line) => line.grossPaise));
  const lines = input.lines.map((line, index) => taxLine(line, shares[index]!, input.intraState));
  if (input.shippingPaise > 0) {
    const highest = Math.max(0, ...input.lines.map((line) => line.gstRateBp));
    const shipping: TaxableLine = {
      description: input.shippingDescription,
      hsnCode: input.shippingSacCode,
      gstRateBp: highest,
      quantity: 1,
      unitPricePaise: input.shippingPaise,
      grossPaise: input.shippingPaise,
    };
    lines.push(taxLine(shipping, 0, input.intraState));
  }
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const invoiceValuePaise = sum((line) => line.netPaise);
  return {
    intraState: input.intraState,
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    invoiceValuePaise,
    roundOffPaise: input.roundOffPaise,
    payablePaise: invoiceValuePaise - input.roundOffPaise,
  };
}

function taxLine(line: TaxableLine, discountPaise: Paise, intraState: boolean): InvoiceLine {
  const netPaise = line.grossPaise - discountPaise;
  const taxablePaise = taxableValueOf(netPaise, line.gstRateBp);
  const tax = netPaise - taxablePaise;
  const cgstPaise = intraState ? Math.ceil(tax / 2) : 0;
  return {
    ...line,
    discountPaise,
    netPaise,
    taxablePaise,
    cgstPaise,
    sgstPaise: intraState ? tax - cgstPaise : 0,
    igstPaise: intraState ? 0 : tax,
  };
}
