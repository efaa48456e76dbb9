import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import { refunds } from "~/server/db/schema/gateway-payments";
import { taxDocuments } from "~/server/db/schema/invoices";
import { orders } from "~/server/db/schema/orders";
import { bodyOf, errorOf } from "~/server/test/answers";
import { moveOrderRequest } from "~/server/test/back-office";
import { stockOf } from "~/server/test/db-reads";
import { pdfText } from "~/server/test/pdf";
import { deliveredOrder, orderItemsOf, photoFile, reportProblemRequest } from "~/server/test/returns";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { lineTitle } from "~/shared/line-title";
import { NO_INVOICE_MESSAGE } from "../invoices/service";

// An approved replacement ships as a ₹0 order of exactly the returned units, under a delivery challan and never a tax invoice.

describe("replacement shipments", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const admin = () => shop.api(staff).admin.returns;

  async function reportedReplacement(user: TestUser, orderNumber: string, orderItemId: string, quantity: number) {
    const answer = await reportProblemRequest(shop, user, orderNumber, { reason: "leaking", description: "The jar leaked.", resolution: "replacement", lines: [{ orderItemId, quantity }], photos: [await photoFile()] });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { request: { id: string } }).request.id;
  }
  const pdfOf = async (answer: Response) => {
    expect([answer.status, answer.headers.get("Content-Type")]).toEqual([200, "application/pdf"]);
    return pdfText(new Uint8Array(await answer.arrayBuffer()));
  };

  it("places a ₹0 order of the returned units linked to the request, takes stock, issues a challan, e-mails and audits", async () => {
    const { user, order } = await deliveredOrder(shop, staff, ["1", "1", "2"]);
    const oil = (await orderItemsOf(shop, order.id)).find((item) => item.productId === "1")!;
    const stockBefore = await stockOf(shop.db, oil.sizeId);
    const id = await reportedReplacement(user, order.orderNumber, oil.id, 1);

    const salesToday = async () => (await bodyOf(shop.api(staff).admin.dashboard.$get({ query: { period: "today" } }))).dashboard.figures.current;
    const salesBefore = await salesToday();
    const { request } = await bodyOf(admin()[":id"].approve.$post({ param: { id }, json: {} }));
    // A replacement is no sale: the dashboard's figures do not move.
    expect(await salesToday()).toEqual(salesBefore);
    expect(request).toMatchObject({ status: "approved", creditNoteNumber: null, replacement: { orderNumber: expect.stringMatching(/^ORD-/), orderStatus: "pending" } });
    const replacementId = request.replacement!.orderId;
    const [placed] = await shop.db.select().from(orders).where(eq(orders.id, replacementId));
    expect(placed).toMatchObject({ userId: user.id, totalPaise: 0, subtotalPaise: 0, paymentStatus: "paid", orderStatus: "pending", awaiting: null, shippingPincode: order.shipping.pincode });
    expect((await orderItemsOf(shop, replacementId)).map((item) => [item.sizeId, item.quantity, item.pricePaise])).toEqual([[oil.sizeId, 1, 0]]);
    expect(await stockOf(shop.db, oil.sizeId)).toBe(stockBefore === null ? null : stockBefore - 1);

    // A challan in its own series, no tax invoice and no credit note; nothing owed back.
    const documents = await shop.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, replacementId));
    expect(documents.map((doc) => [doc.kind, doc.number])).toEqual([["delivery-challan", expect.stringMatching(/^DFD\/\d{2}-\d{2}\/000001$/)]]);
    expect(await shop.db.$count(taxDocuments, and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, "credit-note")))).toBe(0);
    expect(await shop.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(0);
    const [invoice] = await shop.db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, "invoice")));
    const challan = documents[0]!.document;
    const sold = invoice!.document.tax.lines.find((line) => line.description === lineTitle(oil.productName, oil.sizeLabel))!;
    expect(challan.tax.lines.map((line) => [line.description, line.hsnCode, line.quantity])).toEqual([[sold.description, sold.hsnCode, 1]]);
    expect(challan.tax.payablePaise).toBe(Math.round(sold.netPaise / sold.quantity));

    // The shopper downloads it from the replacement's page; staff from the order's admin page; another shopper cannot.
    const text = await pdfOf(await shop.api(user).orders.number[":orderNumber"]["delivery-challan.pdf"].$get({ param: { orderNumber: placed!.orderNumber } }));
    for (const words of ["Delivery Challan", documents[0]!.number, `Not a tax invoice — free replacement against return request ${id}`, invoice!.number, order.orderNumber, sold.hsnCode, "GSTIN"]) expect(text).toContain(words);
    expect(text).not.toContain("Tax Invoice");
    expect(await pdfOf(await shop.api(staff).admin.orders[":id"]["delivery-challan.pdf"].$get({ param: { id: replacementId } }))).toContain(documents[0]!.number);
    const stranger = await shop.signUp();
    expect((await shop.api(stranger).orders.number[":orderNumber"]["delivery-challan.pdf"].$get({ param: { orderNumber: placed!.orderNumber } })).status).toBe(404);
    const detail = await bodyOf(shop.api(user).orders.number[":orderNumber"].$get({ param: { orderNumber: placed!.orderNumber } }));
    expect(detail.order).toMatchObject({ invoiceNumber: null, challanNumber: documents[0]!.number, replacementFor: { orderNumber: order.orderNumber } });

    const audits = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audits).toMatchObject([{ action: "return.approve", actorUserId: staff.id, after: { replacementOrder: placed!.orderNumber, deliveryChallan: documents[0]!.number } }]);

    // It moves like any order, and its shopper hears of each step.
    for (const status of ["processing", "shipped", "delivered"] as const) expect((await moveOrderRequest(shop, staff, replacementId, status)).status).toBe(200);
    const listed = await bodyOf(shop.api(staff).admin.orders.$get({ query: {} }));
    expect(listed.rows.find((row) => row.id === replacementId)).toMatchObject({ orderStatus: "delivered", totalPaise: 0 });
    const seen = await bodyOf(shop.api(user).returns.orders[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } }));
    expect(seen.requests[0]!.replacement).toMatchObject({ orderNumber: placed!.orderNumber, orderStatus: "delivered" });
    await shop.mailSettled();
    const mails = shop.sentMail.filter((mail) => mail.to === user.email);
    expect(mails.find((mail) => mail.subject.includes("problem report"))?.text).toContain(`as order #${placed!.orderNumber}`);
    const statusMails = mails.filter((mail) => mail.subject.startsWith(`Order ${placed!.orderNumber}`));
    expect(statusMails.map((mail) => mail.subject)).toEqual([expect.stringContaining("is on its way"), expect.stringContaining("has been delivered")]);
    expect(statusMails[0]!.text).toContain("Nothing is due on delivery.");

    // A problem with the replacement itself has no invoice to credit or replace against: staff are told, nothing changes.
    const [again] = await orderItemsOf(shop, replacementId);
    const second = await reportedReplacement(user, placed!.orderNumber, again!.id, 1);
    const refused = await admin()[":id"].approve.$post({ param: { id: second }, json: {} });
    expect([refused.status, (await errorOf(refused)).message]).toEqual([409, NO_INVOICE_MESSAGE]);
  });

  it("refuses the approval with a clear message and changes nothing when stock is short", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const id = await reportedReplacement(user, order.orderNumber, item!.id, 2);
    await shop.db.update(catalogueSizes).set({ stockOnHand: 1 }).where(eq(catalogueSizes.id, item!.sizeId));
    const refused = await admin()[":id"].approve.$post({ param: { id }, json: {} });
    expect([refused.status, (await errorOf(refused)).message]).toEqual([409, `Not enough stock to replace ${lineTitle(item!.productName, item!.sizeLabel)}: 1 left, 2 needed. Restock it first, or refuse the request.`]);
    expect((await bodyOf(admin()[":id"].$get({ param: { id } }))).request).toMatchObject({ status: "pending", replacement: null });
    expect(await stockOf(shop.db, item!.sizeId)).toBe(1);
    expect(await shop.db.$count(orders, eq(orders.userId, user.id))).toBe(1);
    expect(await shop.db.$count(auditLog, eq(auditLog.entityId, id))).toBe(0);

    await shop.db.update(catalogueSizes).set({ stockOnHand: 5 }).where(eq(catalogueSizes.id, item!.sizeId));
    expect((await bodyOf(admin()[":id"].approve.$post({ param: { id }, json: {} }))).request.replacement).not.toBeNull();
    expect(await stockOf(shop.db, item!.sizeId)).toBe(3);
  });
});
