import type { orders } from "~/server/db/schema/orders";
import { amountInWords } from "~/shared/amount-in-words";
import { seller } from "~/shared/brand";
import type { InvoiceDocument } from "~/shared/invoice";
import { lineTitle } from "~/shared/line-title";
import { GST_STATE_CODES, placeOfSupply, taxBreakdown, type GstRateBp } from "~/shared/tax";
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
};

/** The SAC code of goods transport services: what the shipping line is taxed as. */
const SHIPPING_SAC_CODE = "9965";

function sellerBlock(): InvoiceDocument["seller"] {
  const { lines, city, state, pincode } = seller.registeredAddress;
  return { legalName: seller.legalName, addressLines: [...lines, `${city}, ${state} ${pincode}`], gstin: seller.gstin, fssaiLicence: seller.fssaiLicence, state, stateCode: seller.stateCode };
}

/** The order's address as the invoice prints it, without the name and phone (the buyer block has them). */
function addressLinesOf(order: OrderRow): string[] {
  return [
    order.shippingAddressLine1,
    order.shippingAddressLine2,
    order.shippingLandmark && `Landmark: ${order.shippingLandmark}`,
    `${order.shippingCity}, ${order.shippingState} ${order.shippingPincode}`,
  ].filter((line): line is string => Boolean(line));
}

/** Within the seller's state (Delhi): CGST + SGST; anywhere else IGST. */
function isIntraState(deliveryState: string): boolean {
  return GST_STATE_CODES[deliveryState as IndianState] === seller.stateCode;
}

/** The invoice of a just-placed order: promo discount and rewards spent are both shared across the goods; shipping is its own line. */
export function invoiceFor(order: OrderRow, lines: readonly SoldLine[], number: string, issuedAt: Date): InvoiceDocument {
  const tax = taxBreakdown({
    lines: lines.map((line) => ({
      description: lineTitle(line.productName, line.sizeLabel),
      hsnCode: line.hsnCode,
      gstRateBp: line.gstRateBp,
      quantity: line.quantity,
      unitPricePaise: line.pricePaise,
      grossPaise: line.subtotalPaise,
    })),
    discountPaise: order.discountPaise + order.rewardsPaise,
    shippingPaise: order.shippingPaise,
    shippingDescription: "Shipping",
    shippingSacCode: SHIPPING_SAC_CODE,
    roundOffPaise: order.roundOffPaise,
    intraState: isIntraState(order.shippingState),
  });
  const address = addressLinesOf(order);
  return {
    kind: "invoice",
    number,
    issuedAt: issuedAt.toISOString(),
    cancels: null,
    seller: sellerBlock(),
    order: { number: order.orderNumber, placedAt: order.createdAt.toISOString(), paymentMethod: "Cash on Delivery" },
    buyer: { name: order.shippingFullName, phone: order.shippingPhone, businessName: order.buyerBusinessName, gstin: order.buyerGstin },
    billingAddressLines: address,
    deliveryAddressLines: address,
    placeOfSupply: placeOfSupply(order.shippingState),
    tax,
    amountInWords: amountInWords(tax.payablePaise),
  };
}

/** A credit note cancelling `invoice`: its lines and figures exactly, as the stored invoice has them. */
export function creditNoteFor(invoice: InvoiceDocument, number: string, issuedAt: Date): InvoiceDocument {
  return { ...invoice, kind: "credit-note", number, issuedAt: issuedAt.toISOString(), cancels: { number: invoice.number, issuedAt: invoice.issuedAt } };
}
