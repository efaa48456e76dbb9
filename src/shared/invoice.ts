import type { TaxBreakdown } from "./tax";

/** Everything a tax invoice, credit note or delivery challan prints, stored when it is issued, so later edits never change it. */
export type InvoiceDocument = {
  kind: TaxDocumentKind;
  /** DFF/26-27/000001 or DFC/26-27/000001; documents issued before rule 46(b)'s 16 characters keep DFF/2026-27/000001 and DFF-CN/2026-27/000001. */
  number: string;

  issuedAt: string;
  /** A credit note's invoice: the one it cancels. */
  cancels: { number: string; issuedAt: string } | null;
  seller: { legalName: string; addressLines: string[]; gstin: string; fssaiLicence: string; state: string; stateCode: string };
  /** Who signs for the seller, from configuration at issue; absent on documents issued before it was printed. */
  signatory?: Signatory;
  order: { number: string; placedAt: string; paymentMethod: string };
  buyer: { name: string; phone: string; businessName: string | null; gstin: string | null };
  /** Where a business buyer is billed when it differs from the delivery address; otherwise the delivery address. */
  billingAddressLines: string[];
  deliveryAddressLines: string[];

  placeOfSupply: string;
  tax: TaxBreakdown;
  /** The amount payable in words: "Rupees Eight Hundred Thirty-Seven Only". */
  amountInWords: string;
  /** A delivery challan's free replacement: the return it answers and the invoice the goods were first sold on. */
  replacement?: { returnRequestId: string; originalOrderNumber: string; invoiceNumber: string; invoiceIssuedAt: string };
};

/** A delivery challan (rule 55 of the CGST Rules) moves a free replacement: no supply, so no tax invoice. */
export type TaxDocumentKind = "invoice" | "credit-note" | "delivery-challan";

/** The person who signs tax documents for the seller: "For Demo Farm Foods Private Limited … Authorised Signatory". */
export type Signatory = { name: string; designation: string };

/** A tax document's file name: DFF/26-27/000001 → DFF-26-27-000001.pdf. */
export function documentFileName(number: string): string {
  return `${number.replaceAll("/", "-")}.pdf`;
}

/** Where a customer downloads their order's invoice or credit note (the e-mail links here too). */
export function customerDocumentHref(orderNumber: string, kind: TaxDocumentKind): string {
  return `/api/orders/number/${encodeURIComponent(orderNumber)}/${kind}.pdf`;
}

/** Where staff download any order's invoice or credit note. */
export function staffDocumentHref(orderId: string, kind: TaxDocumentKind): string {
  return `/api/admin/orders/${encodeURIComponent(orderId)}/${kind}.pdf`;
}
