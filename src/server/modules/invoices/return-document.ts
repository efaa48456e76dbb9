import { amountInWords } from "~/shared/amount-in-words";
import type { InvoiceDocument, Signatory } from "~/shared/invoice";
import { breakdownOf, taxLine, type InvoiceLine, type TaxBreakdown } from "~/shared/tax";

// A return's credit note from the stored invoice alone (docs/decisions/065-returns.md): pure, so its figures are tested without a database.

/** Units of one invoice goods line (by its index) returned before this request, and with it. */
export type ReturnedUnits = { lineIndex: number; before: number; after: number };

/** `whole` for `done` of `of`: exact at the end, so the credit notes of an order never add up to more or less than its invoice. */
const part = (whole: number, done: number, of: number) => (of === 0 ? 0 : Math.round((whole * done) / of));

/** Every figure is "returned so far, after this request" less "before it", so partial returns add up to the invoice exactly. */
export function returnTaxBreakdown(invoice: TaxBreakdown, goodsLineCount: number, units: readonly ReturnedUnits[]): TaxBreakdown {
  const goods = invoice.lines.slice(0, goodsLineCount);
  const charges = invoice.lines.slice(goodsLineCount);
  const unitsOf = (index: number) => units.find((entry) => entry.lineIndex === index) ?? { lineIndex: index, before: 0, after: 0 };
  const goodsNet = goods.reduce((sum, line) => sum + line.netPaise, 0);
  const netReturned = (moment: "before" | "after") => goods.reduce((sum, line, index) => sum + part(line.netPaise, unitsOf(index)[moment], line.quantity), 0);
  const [valueBefore, valueAfter] = [netReturned("before"), netReturned("after")];
  const share = (whole: number) => part(whole, valueAfter, goodsNet) - part(whole, valueBefore, goodsNet);

  const lines: InvoiceLine[] = [];
  goods.forEach((line, index) => {
    const { before, after } = unitsOf(index);
    if (after <= before) return;
    const quantity = after - before;
    const discountPaise = part(line.discountPaise, after, line.quantity) - part(line.discountPaise, before, line.quantity);
    lines.push(taxLine({ ...line, quantity, grossPaise: line.unitPricePaise * quantity }, discountPaise, invoice.intraState));
  });
  for (const charge of charges) {
    const amount = share(charge.netPaise);
    if (amount !== 0) lines.push(taxLine({ ...charge, unitPricePaise: amount, grossPaise: amount }, 0, invoice.intraState));
  }
  return breakdownOf(lines, invoice.intraState, share(invoice.roundOffPaise));
}

/** A credit note against `invoice` for the returned units only. */
export function returnCreditNoteFor(invoice: InvoiceDocument, goodsLineCount: number, units: readonly ReturnedUnits[], number: string, issuedAt: Date, signatory?: Signatory | null): InvoiceDocument {
  const tax = returnTaxBreakdown(invoice.tax, goodsLineCount, units);
  const note: InvoiceDocument = {
    ...invoice,
    kind: "credit-note",
    number,
    issuedAt: issuedAt.toISOString(),
    cancels: { number: invoice.number, issuedAt: invoice.issuedAt },
    tax,
    amountInWords: amountInWords(tax.payablePaise),
  };
  return signatory ? { ...note, signatory } : note;
}
