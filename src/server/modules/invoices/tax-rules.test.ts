import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses } from "~/server/db/schema/customers";
import { invoiceCounters, taxDocuments } from "~/server/db/schema/invoices";
import { errorOf } from "~/server/test/answers";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { pdfText } from "~/server/test/pdf";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import type { InvoiceDocument } from "~/shared/invoice";
import { BILLING_ADDRESS_MESSAGE } from "~/shared/schemas/business-buyer";
import { financialYear } from "~/shared/tax";
import { renderInvoicePdf } from "./pdf";

// The CGST Rules' demands on each document (docs/decisions/054-tax-document-rules.md).

const fy = () => financialYear(new Date());
const yy = () => fy().slice(2);

describe("tax documents as the CGST Rules ask", () => {
  const shop = setUpTestApp({ env: { SELLER_SIGNATORY_NAME: "Meera Iyer", SELLER_SIGNATORY_DESIGNATION: "Director" } });
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const documentsOf = (orderId: string) => shop.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.createdAt));

  async function placeFor(products: string[], address: Record<string, string> = {}) {
    const { user, address: saved } = await shopperWithCart(shop, products);
    const delivery = Object.keys(address).length > 0 ? await saveAddress(shop, user, address) : saved;
    const response = await placeOrderRequest(shop, user, { addressId: delivery.id, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    return { user, order, invoice: (await documentsOf(order.id))[0]! };
  }

  const delhi = { fullName: "Kavita Sharma", pincode: "110001", city: "New Delhi", state: "Delhi" };

  it("numbers new documents in 16 characters, going on from the year's count of older, longer numbers", async () => {
    const first = await placeFor(["1"], delhi);
    expect(first.invoice.number).toBe(`DFF/${yy()}/000001`);
    // The year's count as if 41 invoices had been numbered DFF/2026-27/0000NN before the shorter format.
    await shop.db.update(invoiceCounters).set({ lastNumber: 41 }).where(and(eq(invoiceCounters.series, "invoice"), eq(invoiceCounters.financialYear, fy())));
    const next = await placeFor(["3"]);
    expect(next.invoice).toMatchObject({ number: `DFF/${yy()}/000042`, sequence: 42, financialYear: fy() });
    expect(next.invoice.number).toHaveLength(16);

    // Cancelling: the credit note's own series, DFC, also 16 characters, signed by today's signatory.
    expect((await moveOrderRequest(shop, staff, next.order.id, "cancelled")).status).toBe(200);
    const [, creditNote] = await documentsOf(next.order.id);
    expect(creditNote!.number).toBe(`DFC/${yy()}/000001`);
    expect(creditNote!.document.signatory).toEqual({ name: "Meera Iyer", designation: "Director" });
  });

  it("draws a document issued before these rules as it was: its longer number, no UQC, no signatory's name", async () => {
    const { invoice } = await placeFor(["2"]);
    const { signatory: _signatory, ...rest } = invoice.document;
    const older: InvoiceDocument = { ...rest, number: `DFF/${fy()}/000007`, tax: { ...rest.tax, lines: rest.tax.lines.map(({ uqc: _uqc, ...line }) => line) } };
    const text = await pdfText(await renderInvoicePdf(older));
    expect(text).toContain(`DFF/${fy()}/000007`);
    expect(text).toContain("Authorised Signatory");
    expect(text).not.toContain("Meera Iyer");
    expect(text).not.toContain("undefined");
  });

  it("gives each line its UQC and quantity, and CGST equal to SGST at half the rate each, printed in their own columns", async () => {
    // 2 × oil, 3 × dal and a bundle delivered in Delhi: every line's tax split into equal heads.
    const { order, invoice } = await placeFor(["1", "1", "3", "3", "3", "bundle-1"], delhi);
    const { tax } = invoice.document;
    expect(tax.intraState).toBe(true);
    expect(tax.lines.map((line) => [line.quantity, line.uqc])).toEqual(
      expect.arrayContaining([
        [2, "BTL"],
        [3, "PAC"],
        [1, "SET"],
      ]),
    );
    for (const line of tax.lines) {
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise).toBe(line.netPaise);
    }
    expect(tax.cgstPaise).toBe(tax.sgstPaise);
    expect(tax.payablePaise).toBe(order.totalPaise);

    await shop.backgroundSettled();
    const text = await pdfText((await documentsOf(order.id))[0]!.pdf!);
    expect(text).toMatch(/CGST\s*rate/);
    expect(text).toMatch(/SGST\s*rate/);
    expect(text).toContain("2.5%");
    expect(text).toContain("UQC");
    expect(text).toContain("BTL");
    expect(text).toContain("For Demo Farm Foods Private Limited");
    expect(text).toContain("Meera Iyer, Director");
    expect(text).toContain("Authorised Signatory");
  });

  it("takes the place of supply from the pincode, even for an address saved before the rule with another state", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    // Saved with a contradicting state before saving refused one (migration 0017 corrects such rows).
    await shop.db.update(addresses).set({ pincode: "110001", city: "New Delhi", state: "Haryana" }).where(eq(addresses.id, address.id));
    const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.document.placeOfSupply).toBe("Delhi (07)");
    expect(invoice!.document.tax).toMatchObject({ intraState: true, igstPaise: 0 });
  });

  it("prints a business buyer's other billing address as billed to, the delivery address as shipped to", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const office = await saveAddress(shop, user, { fullName: "Accounts", addressLine1: "4 Nariman Point", addressLine2: "", pincode: "400021", city: "Mumbai", state: "Maharashtra" });
    const business = { gstin: "27AAPFU0939F1ZV", name: "Sharma Caterers", billingAddressId: office.id };
    const response = await placeOrderRequest(shop, user, { addressId: address.id, business, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.document.billingAddressLines).toEqual(["4 Nariman Point", "Mumbai, Maharashtra 400021"]);
    expect(invoice!.document.deliveryAddressLines).toEqual(["12 Mustard Field Road", "Near the old mill", "Bharatpur, Rajasthan 321001"]);
    // The place of supply stays where the goods are delivered.
    expect(invoice!.document.placeOfSupply).toBe("Rajasthan (08)");
    await shop.backgroundSettled();
    const text = await pdfText((await documentsOf(order.id))[0]!.pdf!);
    expect(text).toMatch(/Bill to[\s\S]*Sharma Caterers[\s\S]*4 Nariman Point/);
    expect(text).toMatch(/Ship to[\s\S]*12 Mustard Field Road/);
  });

  it("refuses a billing address that is not the buyer's own, and places nothing", async () => {
    const other = await shopperWithCart(shop, ["1"]);
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const business = { gstin: "27AAPFU0939F1ZV", name: "Sharma Caterers", billingAddressId: other.address.id };
    const response = await placeOrderRequest(shop, user, { addressId: address.id, business, idempotencyKey: newKey() });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: BILLING_ADDRESS_MESSAGE, fields: { "business.billingAddressId": BILLING_ADDRESS_MESSAGE } });
    expect((await (await shop.api(user).orders.$get({ query: {} })).json()).orders).toEqual([]);
  });
});
