import type { orders } from "~/server/db/schema/orders";
import { amountInWords } from "~/shared/amount-in-words";
import { seller } from "~/shared/brand";
import type { InvoiceDocument, Signatory } from "~/shared/invoice";
import { lineTitle } from "~/shared/line-title";
import type { ShippingAddress } from "~/shared/schemas/address";
import type { Uqc } from "~/shared/uqc";
import { GST_STATE_CODES, placeOfSupply, taxBreakdown, type ChargeLine, type GstRateBp } from "~/shared/tax";
import { COD_CHARGE_LABEL, UPI_SAVING_LABEL } from "~/shared/pricing";
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from "~/shared/payment";
import type { IndianState } from "~/shared/india";

// Computed once from the order as placed: pure, so the figures are tested without a database.

type OrderRow = typeof orders.$inferSelect;

/** An order line as sold, with the tax its catalogue item carried at that moment. */
export type SoldLine = {
  productName: string;
  /** The pack size when the product was sold in several; printed after the name. */
  sizeLabel: string | null;
  quantity: number;
  pricePaise: number;
  subtotalPaise: number;
  hsnCode: string;
  gstRateBp: GstRateBp;
  uqc: Uqc;
};

/** What an invoice prints beyond the order: a business buyer's own billing address, and who signs. */
export type InvoiceExtras = { billingAddress?: ShippingAddress | null; signatory?: Signatory | null };

/** The SAC code of goods transport services: what the shipping line is taxed as. */
const SHIPPING_SAC_CODE = "9965";

function sellerBlock(): InvoiceDocument["seller"] {
  const { lines, city, state, pincode } = seller.registeredAddress;
  return { legalName: seller.legalName, addressLines: [...lines, `${city}, ${state} ${pincode}`], gstin: seller.gstin, fssaiLicence: seller.fssaiLicence, state, stateCode: seller.stateCode };
}

type AddressParts = Pick<ShippingAddress, "addressLine1" | "addressLine2" | "landmark" | "city" | "state" | "pincode">;

/** An address as the invoice prints it, without the name and phone (the buyer block has them). */
function addressLinesOf(address: AddressParts): string[] {
  return [address.addressLine1, address.addressLine2, address.landmark && `Landmark: ${address.landmark}`, `${address.city}, ${address.state} ${address.pincode}`].filter(
    (line): line is string => Boolean(line),
  );
}

function deliveryAddressOf(order: OrderRow): AddressParts {
  return {
    addressLine1: order.shippingAddressLine1,
    addressLine2: order.shippingAddressLine2,
    landmark: order.shippingLandmark,
    city: order.shippingCity,
    state: order.shippingState,
    pincode: order.shippingPincode,
  };
}

/** The COD charge is a delivery service like shipping; the UPI saving takes value off the goods, so it carries their HSN code (the highest-rate line's). */
function paymentChargesOf(order: OrderRow, lines: readonly SoldLine[]): ChargeLine[] {
  const highest = [...lines].sort((a, b) => b.gstRateBp - a.gstRateBp)[0];
  return [
    { description: COD_CHARGE_LABEL, code: SHIPPING_SAC_CODE, amountPaise: order.codChargePaise },
    { description: UPI_SAVING_LABEL, code: highest?.hsnCode ?? SHIPPING_SAC_CODE, amountPaise: -order.upiSavingPaise },
  ];
}

/** Within the seller's state (Delhi): CGST + SGST; anywhere else IGST. */
function isIntraState(deliveryState: string): boolean {
  return GST_STATE_CODES[deliveryState as IndianState] === seller.stateCode;
}

/** The invoice of a just-placed order: promo discount and rewards spent are both shared across the goods; shipping is its own line. */
export function invoiceFor(order: OrderRow, lines: readonly SoldLine[], number: string, issuedAt: Date, extras: InvoiceExtras = {}): InvoiceDocument {
  const tax = taxBreakdown({
    lines: lines.map((line) => ({
      description: lineTitle(line.productName, line.sizeLabel),
      hsnCode: line.hsnCode,
      gstRateBp: line.gstRateBp,
      quantity: line.quantity,
      uqc: line.uqc,
      unitPricePaise: line.pricePaise,
      grossPaise: line.subtotalPaise,
    })),
    discountPaise: order.discountPaise + order.rewardsPaise,
    shippingPaise: order.shippingPaise,
    shippingDescription: "Shipping",
    shippingSacCode: SHIPPING_SAC_CODE,
    shippingUqc: "NA",
    charges: paymentChargesOf(order, lines),
    roundOffPaise: order.roundOffPaise,
    intraState: isIntraState(order.shippingState),
  });
  const delivery = addressLinesOf(deliveryAddressOf(order));
  const billing = extras.billingAddress ? addressLinesOf(extras.billingAddress) : delivery;
  return {
    kind: "invoice",
    number,
    issuedAt: issuedAt.toISOString(),
    cancels: null,
    seller: sellerBlock(),
    ...(extras.signatory ? { signatory: extras.signatory } : {}),
    order: { number: order.orderNumber, placedAt: order.createdAt.toISOString(), paymentMethod: PAYMENT_METHOD_LABELS[isPaymentMethod(order.paymentMethod) ? order.paymentMethod : "cod"] },
    buyer: { name: order.shippingFullName, phone: order.shippingPhone, businessName: order.buyerBusinessName, gstin: order.buyerGstin },
    billingAddressLines: billing,
    deliveryAddressLines: delivery,
    placeOfSupply: placeOfSupply(order.shippingState),
    tax,
    amountInWords: amountInWords(tax.payablePaise),
  };
}

/** A credit note cancelling `invoice`: its lines and figures exactly, as the stored invoice has them, signed by today's signatory. */
export function creditNoteFor(invoice: InvoiceDocument, number: string, issuedAt: Date, signatory?: Signatory | null): InvoiceDocument {
  const note = { ...invoice, kind: "credit-note" as const, number, issuedAt: issuedAt.toISOString(), cancels: { number: invoice.number, issuedAt: invoice.issuedAt } };
  return signatory ? { ...note, signatory } : note;
}
