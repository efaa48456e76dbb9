import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { invoiceCounters, taxDocuments } from "~/server/db/schema/invoices";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { pdfText } from "~/server/test/pdf";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { seller } from "~/shared/brand";
import { customerDocumentHref, staffDocumentHref } from "~/shared/invoice";
import { formatRupees } from "~/shared/money";
import { financialYear } from "~/shared/tax";
import { placeOrder } from "../orders/service";
import { issueCreditNote } from "./service";

const fy = () => financialYear(new Date());
/** The year as new numbers write it: 26-27. */
const yy = () => fy().slice(2);

describe("tax invoices and credit notes (docs/product-rules.md#invoices)", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  async function documentsOf(orderId: string) {
    return shop.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.createdAt));
  }

  async function place(products: string[], address: Record<string, string> = {}, promoCode?: string) {
    const { user, address: saved } = await shopperWithCart(shop, products);
    const delivery = Object.keys(address).length > 0 ? await saveAddress(shop, user, address) : saved;
    const response = await placeOrderRequest(shop, user, { addressId: delivery.id, promoCode, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    return { user, order: (await response.json()).order };
  }

  const download = (user: TestUser | undefined, href: string, accept = "application/pdf") =>
    shop.request("GET", href, { cookie: user?.cookie, headers: { Accept: accept } });

  let delhi: Awaited<ReturnType<typeof place>>;
  let rajasthan: Awaited<ReturnType<typeof place>>;

  it("gives an order delivered in Delhi CGST + SGST, and the first number of the year", async () => {
    delhi = await place(["1", "3", "3"], { fullName: "Kavita Sharma", pincode: "110001", city: "New Delhi", state: "Delhi" }, "LAUNCH10");
    const [invoice, ...others] = await documentsOf(delhi.order.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: "invoice", number: `DFF/${yy()}/000001`, sequence: 1, financialYear: fy() });
    const { document } = invoice!;
    expect(document.placeOfSupply).toBe("Delhi (07)");
    expect(document.buyer).toEqual({ name: "Kavita Sharma", phone: "9876543210", businessName: null, gstin: null });
    expect(document.seller.gstin).toBe(seller.gstin);
    expect(document.tax.intraState).toBe(true);
    expect(document.tax.igstPaise).toBe(0);
    expect(document.tax.cgstPaise).toBeGreaterThan(0);
    expect(document.tax.cgstPaise - document.tax.sgstPaise).toBeLessThanOrEqual(document.tax.lines.length);
    // ₹545 − 10% = ₹490.50, paid as ₹490: the invoice adds up to what the customer pays.
    expect(document.tax.payablePaise).toBe(delhi.order.totalPaise);
    expect(document.tax.roundOffPaise).toBe(50);
    expect(document.tax.lines.reduce((sum, line) => sum + line.discountPaise, 0)).toBe(delhi.order.discountPaise);
    expect(document.amountInWords).toBe("Rupees Four Hundred Ninety Only");
    const hsn = await shop.db.select({ id: catalogueItems.id, hsnCode: catalogueItems.hsnCode }).from(catalogueItems);
    const hsnOf = (id: string) => hsn.find((row) => row.id === id)!.hsnCode;
    expect(document.tax.lines.map((line) => line.hsnCode).sort()).toEqual([hsnOf("1"), hsnOf("3")].sort());
  });

  it("gives an order delivered elsewhere IGST, shipping as its own line, and the next number", async () => {
    rajasthan = await place(["12"]); // ₹40 + ₹50 shipping
    const [invoice] = await documentsOf(rajasthan.order.id);
    expect(invoice!.number).toBe(`DFF/${yy()}/000002`);
    const { tax, placeOfSupply } = invoice!.document;
    expect(placeOfSupply).toBe("Rajasthan (08)");
    expect([tax.intraState, tax.cgstPaise, tax.sgstPaise]).toEqual([false, 0, 0]);
    expect(tax.igstPaise).toBeGreaterThan(0);
    expect(tax.lines.at(-1)).toMatchObject({ description: "Shipping", hsnCode: "9965", grossPaise: 5000, netPaise: 5000 });
    expect(tax.payablePaise).toBe(rajasthan.order.totalPaise);
  });

  it("leaves no gap when a placement fails or is refused, or a transaction rolls back after taking a number", async () => {
    // A number rolled back goes back with the counter's row: the first credit note issued later is still 000001.
    await expect(
      shop.db.transaction(async (tx) => {
        expect(await issueCreditNote(tx, rajasthan.order.id, new Date())).toMatchObject({ number: `DFC/${yy()}/000001` });
        throw new Error("rolled back after the number");
      }),
    ).rejects.toThrow("rolled back after the number");
    // The confirmation e-mail cannot be queued: the order and its number never happen.
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const failing = placeOrder(shop.db, user.id, { addressId: address.id, paymentMethod: "cod", participateLuckyDraw: false, rewardsPaise: 0, idempotencyKey: newKey() }, async () => {
      throw new Error("the confirmation could not be queued");
    });
    await expect(failing).rejects.toThrow("the confirmation could not be queued");
    // Over the cash-on-delivery limit: refused before any number is taken.
    const big = await shopperWithCart(shop, Array.from({ length: 40 }, () => "1"));
    const refused = await placeOrderRequest(shop, big.user, { addressId: big.address.id, idempotencyKey: newKey() });
    expect(refused.status).toBe(400);

    const next = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(next.status).toBe(201);
    const [invoice] = await documentsOf((await next.json()).order.id);
    expect(invoice!.number).toBe(`DFF/${yy()}/000003`);
    const [counter] = await shop.db.select().from(invoiceCounters).where(eq(invoiceCounters.series, "invoice"));
    expect(counter!.lastNumber).toBe(3);
  });

  it("renders the PDF after the order commits; it holds the seller's GSTIN, the HSN codes, the number, the place of supply and the total", async () => {
    await shop.backgroundSettled();
    const [invoice] = await documentsOf(delhi.order.id);
    expect(invoice!.pdf).not.toBeNull();
    const text = await pdfText(invoice!.pdf!);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(seller.gstin);
    expect(text).toContain(seller.fssaiLicence);
    for (const line of invoice!.document.tax.lines) expect(text).toContain(line.hsnCode);
    expect(text).toContain(invoice!.number);
    expect(text).toContain(delhi.order.orderNumber);
    expect(text).toContain("Delhi (07)");
    expect(text).toMatch(/Tax payable on reverse charge:\s*No/);
    expect(text).toContain("CGST");
    expect(text).toContain(formatRupees(delhi.order.totalPaise));
    expect(text).toContain("Rupees Four Hundred Ninety Only");
    expect(text).toContain("This is a computer-generated invoice");

    const answer = await download(delhi.user, customerDocumentHref(delhi.order.orderNumber, "invoice"));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="DFF-${yy()}-000001.pdf"`);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await answer.arrayBuffer()).equals(Buffer.from(invoice!.pdf!))).toBe(true);
  });

  it("renders at the first download when the PDF is still missing, and keeps those bytes", async () => {
    await shop.db.update(taxDocuments).set({ pdf: null }).where(eq(taxDocuments.orderId, rajasthan.order.id));
    const first = Buffer.from(await (await download(rajasthan.user, customerDocumentHref(rajasthan.order.orderNumber, "invoice"))).arrayBuffer());
    const text = await pdfText(first);
    expect(text).toContain("Rajasthan (08)");
    expect(text).toContain("IGST");
    expect(text).toContain(formatRupees(rajasthan.order.totalPaise));
    const [stored] = await documentsOf(rajasthan.order.id);
    expect(Buffer.from(stored!.pdf!).equals(first)).toBe(true);
    const again = Buffer.from(await (await download(rajasthan.user, customerDocumentHref(rajasthan.order.orderNumber, "invoice"))).arrayBuffer());
    expect(again.equals(first)).toBe(true);
  });

  it("cancelling issues one credit note with the invoice's figures; the invoice stays as it was", async () => {
    const [before] = await documentsOf(delhi.order.id);
    // A catalogue edit after the sale reaches neither document.
    await shop.db.update(catalogueItems).set({ hsnCode: "15149910", gstRateBp: 1800 }).where(eq(catalogueItems.id, "1"));
    expect((await download(delhi.user, customerDocumentHref(delhi.order.orderNumber, "credit-note"))).status).toBe(404);
    expect((await moveOrderRequest(shop, staff, delhi.order.id, "cancelled")).status).toBe(200);
    await shop.backgroundSettled();
    const [invoice, creditNote] = await documentsOf(delhi.order.id);
    expect(invoice).toEqual(before);
    expect(creditNote).toMatchObject({ kind: "credit-note", number: `DFC/${yy()}/000001`, sequence: 1 });
    const note = creditNote!.document;
    expect(note.cancels).toEqual({ number: before!.number, issuedAt: before!.document.issuedAt });
    expect(note.tax).toEqual(before!.document.tax);
    expect(note.buyer).toEqual(before!.document.buyer);

    const text = await pdfText(creditNote!.pdf!);
    expect(text).toContain("Credit Note");
    expect(text).toContain(`DFC/${yy()}/000001`);
    expect(text).toContain(`Against invoice: ${before!.number} dated`);
    expect(text).toContain(`Amount credited ${formatRupees(delhi.order.totalPaise)}`);
    expect(text).toContain("This is a computer-generated credit note");

    const detail = await (await shop.api(delhi.user).orders.number[":orderNumber"].$get({ param: { orderNumber: delhi.order.orderNumber } })).json();
    expect(detail.order).toMatchObject({ invoiceNumber: before!.number, creditNoteNumber: `DFC/${yy()}/000001` });
    const answer = await download(delhi.user, customerDocumentHref(delhi.order.orderNumber, "credit-note"));
    expect(answer.headers.get("Content-Disposition")).toBe(`attachment; filename="DFC-${yy()}-000001.pdf"`);
  });

  it("lets staff download any order's documents from the back office", async () => {
    const invoice = await download(staff, staffDocumentHref(rajasthan.order.id, "invoice"));
    expect(invoice.status).toBe(200);
    expect(await pdfText(new Uint8Array(await invoice.arrayBuffer()))).toContain(`DFF/${yy()}/000002`);
    expect((await download(staff, staffDocumentHref(delhi.order.id, "credit-note"))).status).toBe(200);
    expect((await download(staff, staffDocumentHref(rajasthan.order.id, "credit-note"))).status).toBe(404);
    expect((await download(staff, staffDocumentHref("00000000-0000-4000-8000-000000000000", "invoice"))).status).toBe(404);
    // A customer is not staff: the same 404 as an unknown path.
    expect((await download(delhi.user, staffDocumentHref(delhi.order.id, "invoice"))).status).toBe(404);
  });

  it("answers another customer's order exactly like a missing one", async () => {
    for (const kind of ["invoice", "credit-note"] as const) {
      const theirs = await download(rajasthan.user, customerDocumentHref(delhi.order.orderNumber, kind));
      const missing = await download(rajasthan.user, customerDocumentHref("ORD-0000000000000-NOSUCH1", kind));
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(await missing.json());
    }
  });

  it("answers a signed-out script 401 and sends a signed-out browser to sign in and back", async () => {
    const href = customerDocumentHref(delhi.order.orderNumber, "invoice");
    expect((await download(undefined, href, "application/json")).status).toBe(401);
    const browser = await download(undefined, href, "text/html,application/xhtml+xml,*/*;q=0.8");
    expect(browser.status).toBe(302);
    expect(browser.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(href)}`);
  });

  it("links the confirmation e-mail to the invoice", async () => {
    await shop.mailSettled();
    const mail = shop.sentMail.find((message) => message.to === rajasthan.user.email);
    const url = `${shop.env.baseUrl}${customerDocumentHref(rajasthan.order.orderNumber, "invoice")}`;
    expect(mail?.text).toContain(`Download your tax invoice: ${url}`);
    expect(mail?.html).toContain(`<a href="${url}">Download your tax invoice</a>`);
  });

  it("prints a business buyer's name and GSTIN, given at checkout, on the invoice", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const response = await placeOrderRequest(shop, user, { addressId: address.id, business: { gstin: "27aapfu0939f1zv", name: "Sharma Caterers" }, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const [invoice] = await documentsOf(order.id);
    expect(invoice!.document.buyer).toMatchObject({ businessName: "Sharma Caterers", gstin: "27AAPFU0939F1ZV" });
    const answer = await download(user, customerDocumentHref(order.orderNumber, "invoice"));
    expect(answer.status).toBe(200);
    const text = await pdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(text).toContain("Sharma Caterers");
    expect(text).toContain("27AAPFU0939F1ZV");
  });

  it("keeps issued documents as they were: the database refuses to change or delete one", async () => {
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => "accepted",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    const ofDelhi = eq(taxDocuments.orderId, delhi.order.id);
    expect(await refusal(shop.db.update(taxDocuments).set({ number: "DFF/2026-27/999999" }).where(ofDelhi))).toMatch(/is issued: only its PDF may be drawn again/);
    expect(await refusal(shop.db.delete(taxDocuments).where(ofDelhi))).toMatch(/is issued: it is never deleted/);
    const [invoice] = await documentsOf(delhi.order.id);
    expect(invoice!.number).toBe(`DFF/${yy()}/000001`);
  });
});
