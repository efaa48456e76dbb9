import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { taxDocuments } from "~/server/db/schema/invoices";
import { returnRequests } from "~/server/db/schema/returns";
import { bodyOf, errorOf } from "~/server/test/answers";
import { deliveredOrder, orderItemsOf, paymentStatusOf, photoFile, reportProblemRequest, type ReportForm } from "~/server/test/returns";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { lineTitle } from "~/shared/line-title";

// Staff decide each reported problem once; an approved refund credits exactly the returned units and owes that amount.

describe("staff deciding reported problems", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const admin = () => shop.api(staff).admin.returns;

  async function reported(user: TestUser, orderNumber: string, form: Partial<ReportForm> & Pick<ReportForm, "lines">) {
    const answer = await reportProblemRequest(shop, user, orderNumber, { reason: "leaking", description: "Oil leaked through the lid.", resolution: "refund", photos: [await photoFile()], ...form });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { request: { id: string } }).request.id;
  }
  const creditNoteOf = async (requestId: string) => (await shop.db.select().from(taxDocuments).where(eq(taxDocuments.returnRequestId, requestId)))[0]!;

  it("approves a refund with a credit note for exactly the returned units, owes its total, e-mails and audits; partial returns add up to the invoice", async () => {
    const { user, order } = await deliveredOrder(shop, staff, ["1", "1", "2"], "launch10");
    expect(await paymentStatusOf(shop, order.id)).toBe("paid");
    const items = await orderItemsOf(shop, order.id);
    const oil = items.find((item) => item.productId === "1")!;
    const other = items.find((item) => item.productId === "2")!;
    const first = await reported(user, order.orderNumber, { lines: [{ orderItemId: oil.id, quantity: 1 }] });

    const queue = await bodyOf(admin().$get({ query: {} }));
    expect(queue.rows[0]).toMatchObject({ id: first, orderNumber: order.orderNumber, reason: "leaking", resolution: "refund", photos: [expect.objectContaining({ url: expect.stringMatching(/^\/api\/returns\/photos\//) })] });
    const { request } = await bodyOf(admin()[":id"].approve.$post({ param: { id: first }, json: {} }));
    expect(request).toMatchObject({ status: "approved", creditNoteNumber: expect.stringMatching(/^DFC\//) });

    const note = await creditNoteOf(first);
    const [invoice] = await shop.db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, "invoice")));
    const invoiceOil = invoice!.document.tax.lines.find((line) => line.description === lineTitle(oil.productName, oil.sizeLabel))!;
    expect(note.document.cancels?.number).toBe(invoice!.number);
    expect(note.document.tax.lines.filter((line) => line.hsnCode !== "9965").map((line) => [line.description, line.quantity, line.grossPaise, line.discountPaise])).toEqual([
      [invoiceOil.description, 1, oil.pricePaise, Math.round(invoiceOil.discountPaise / 2)],
    ]);
    expect(request.creditedPaise).toBe(note.document.tax.payablePaise);
    const [refund] = await shop.db.select().from(refunds).where(eq(refunds.id, (await shop.db.select().from(returnRequests).where(eq(returnRequests.id, first)))[0]!.refundId!));
    expect(refund).toMatchObject({ amountPaise: note.document.tax.payablePaise, method: null, status: "pending" });
    expect(await paymentStatusOf(shop, order.id)).toBe("partly_refunded");

    const second = await reported(user, order.orderNumber, { lines: [{ orderItemId: oil.id, quantity: 1 }, { orderItemId: other.id, quantity: 1 }] });
    await bodyOf(admin()[":id"].approve.$post({ param: { id: second }, json: { note: "Sorry about this." } }));
    const both = [note, await creditNoteOf(second)];
    expect(both.reduce((sum, doc) => sum + doc.document.tax.payablePaise, 0)).toBe(invoice!.document.tax.payablePaise);
    expect(await paymentStatusOf(shop, order.id)).toBe("refunded");

    await shop.mailSettled();
    const mails = shop.sentMail.filter((mail) => mail.to === user.email && mail.subject.includes("problem report"));
    expect(mails.map((mail) => mail.text)).toEqual([expect.stringContaining("Refund of ₹"), expect.stringContaining("Sorry about this.")]);
    const audits = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, first));
    expect(audits).toMatchObject([{ action: "return.approve", actorUserId: staff.id, after: { status: "approved", creditNote: note.number } }]);
  });

  it("decides once when two presses come at once: one credit note, one refund", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const id = await reported(user, order.orderNumber, { lines: [{ orderItemId: item!.id, quantity: 2 }] });
    const answers = await Promise.all([admin()[":id"].approve.$post({ param: { id }, json: {} }), admin()[":id"].approve.$post({ param: { id }, json: {} }), admin()[":id"].refuse.$post({ param: { id }, json: { reason: "Photos show no leak." } })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const approved = answers.findIndex((answer) => answer.status === 200) < 2 ? 1 : 0;
    expect(await shop.db.$count(taxDocuments, eq(taxDocuments.returnRequestId, id))).toBe(approved);
    expect(await shop.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(approved);
    expect(await shop.db.$count(auditLog, and(eq(auditLog.entityId, id), isNotNull(auditLog.action)))).toBe(1);
  });

  it("refuses with a reason, e-mailed; the line can then be reported again; a replacement is approved without a credit note", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const id = await reported(user, order.orderNumber, { lines: [{ orderItemId: item!.id, quantity: 1 }] });
    const empty = await admin()[":id"].refuse.$post({ param: { id }, json: { reason: " " } });
    expect(empty.status).toBe(400);
    expect((await bodyOf(admin()[":id"].refuse.$post({ param: { id }, json: { reason: "The seal in the photo is intact." } }))).request).toMatchObject({ status: "refused", decisionNote: "The seal in the photo is intact." });
    const again = await admin()[":id"].approve.$post({ param: { id }, json: {} });
    expect([again.status, (await errorOf(again)).message]).toEqual([409, "This request has already been refused."]);
    await shop.mailSettled();
    expect(shop.sentMail.find((mail) => mail.to === user.email && mail.subject.includes("problem report"))?.text).toContain("The seal in the photo is intact.");

    const replacement = await reported(user, order.orderNumber, { lines: [{ orderItemId: item!.id, quantity: 1 }], resolution: "replacement" });
    expect((await bodyOf(admin()[":id"].approve.$post({ param: { id: replacement }, json: {} }))).request).toMatchObject({ status: "approved", creditNoteNumber: null });
    expect(await shop.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(0);
  });

  it("e-mails each decision on an order placed in Hindi in Hindi, linking to the order's Hindi page", async () => {
    const { user, order } = await deliveredOrder(shop, staff, ["1", "2"]);
    await shop.db.update(orders).set({ language: "hi" }).where(eq(orders.id, order.id));
    const [oil, other] = await orderItemsOf(shop, order.id);
    const approved = await reported(user, order.orderNumber, { lines: [{ orderItemId: oil!.id, quantity: 1 }] });
    await bodyOf(admin()[":id"].approve.$post({ param: { id: approved }, json: {} }));
    const refused = await reported(user, order.orderNumber, { lines: [{ orderItemId: other!.id, quantity: 1 }], reason: "wrong_item" });
    await bodyOf(admin()[":id"].refuse.$post({ param: { id: refused }, json: { reason: "फ़ोटो में सही सामान दिख रहा है।" } }));
    await shop.mailSettled();
    const mails = shop.sentMail.filter((mail) => mail.to === user.email && mail.subject.includes(`ऑर्डर #${order.orderNumber} में बताई गई आपकी समस्या`));
    const yes = mails.find((mail) => mail.subject.endsWith("मंज़ूर हो गई है"));
    expect(yes?.text).toContain(`ऑर्डर #${order.orderNumber} में लीक होता सामान पहुँचने के लिए हमें खेद है।`);
    expect(yes?.text).toMatch(/₹[\d,.]+ का रिफ़ंड मंज़ूर हो गया है। भेजते ही हम आपको बताएँगे।/);
    expect(yes?.text).toContain(`अपना ऑर्डर देखें: ${shop.env.baseUrl}/hi/account/orders/${order.orderNumber}`);
    expect(yes?.html).toContain('<html lang="hi">');
    const no = mails.find((mail) => mail.subject === `ऑर्डर #${order.orderNumber} में बताई गई आपकी समस्या`);
    expect(no?.text).toContain(`हमने ऑर्डर #${order.orderNumber} में आपकी बताई समस्या देखी, पर हम इसे मंज़ूर नहीं कर सकते:`);
    expect(no?.text).toContain("फ़ोटो में सही सामान दिख रहा है।");
    expect(no?.text).toContain(`/hi/account/orders/${order.orderNumber}`);
  });

  it("keeps the queue to staff", async () => {
    const customer = await shop.signUp();
    expect((await shop.api().admin.returns.$get({ query: {} })).status).toBe(401);
    expect((await shop.api(customer).admin.returns.$get({ query: {} })).status).toBe(404);
  });
});
