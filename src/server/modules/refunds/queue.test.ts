import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { errorOf } from "~/server/test/answers";
import { brand } from "~/shared/brand";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { REFUND_NOT_READY, refundAlreadySent, utrAlreadyRecorded } from "./record-sent";
import { bankPayee, givePayee, newUtr, recordSent, refundOwed, refundRow } from "./test-refunds";

const DAY = 24 * 60 * 60 * 1000;

describe("the staff refunds queue", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));
  const queue = async () => (await (await shop.api(staff).admin.refunds.$get()).json()).refunds;

  it("lists owed refunds first with their order, full details only while ready to send, and the overdue ones", async () => {
    const user = await shop.signUp({ name: "Meena Kumari" });
    const waiting = await refundOwed(shop, user, 5_000);
    const ready = await refundOwed(shop, user, 7_000);
    await givePayee(shop, user, ready.refundId, bankPayee);
    await shop.db.update(refunds).set({ createdAt: new Date(Date.now() - 8 * DAY) }).where(eq(refunds.id, waiting.refundId));
    const rows = await queue();
    const waitingRow = rows.find((row) => row.id === waiting.refundId)!;
    const readyRow = rows.find((row) => row.id === ready.refundId)!;
    expect(waitingRow).toMatchObject({ state: "awaiting_details", overdue: true, details: null, order: { orderNumber: waiting.order.orderNumber, customerName: "Meena Kumari" } });
    expect(readyRow).toMatchObject({ state: "ready", overdue: false, payee: "••••••5678, HDFC0001234", details: { accountHolder: "Asha Devi", accountNumber: "5010012345678", ifsc: "HDFC0001234" } });
    expect(rows.findIndex((row) => row.state === "sent")).not.toBe(0);

    const { dashboard } = await (await shop.api(staff).admin.dashboard.$get({ query: {} })).json();
    expect(dashboard.overdueRefunds.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.overdueRefunds.amountPaise).toBeGreaterThanOrEqual(5_000);
  });

  it("records the UTR once: sent, the full details erased and only the mask kept, audited and e-mailed", async () => {
    const user = await shop.signUp({ name: "Ravi Shankar" });
    const { order, refundId } = await refundOwed(shop, user, 12_345);
    await givePayee(shop, user, refundId, { method: "upi", upiId: "ravi.s@okaxis" });
    const utrs = [newUtr(), newUtr()];
    const answers = await Promise.all(utrs.map((each) => recordSent(shop, staff, refundId, each)));
    expect(answers.map((answer) => answer.status as number).sort()).toEqual([200, 409]);
    // Either request may win the race; the loser names the winner's UTR.
    const won = answers.findIndex((answer) => (answer.status as number) === 200);
    const utr = utrs[won]!;
    expect((await errorOf(answers[1 - won]!)).message).toBe(refundAlreadySent(utr));
    const row = await refundRow(shop, refundId);
    expect(row).toMatchObject({ status: "sent", utr, sentAt: expect.any(Date), payeeUpiId: null, payeeAccountHolder: null, payeeAccountNumber: null, payeeIfsc: null, payeeMasked: "ra•••@okaxis" });
    const audits = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "refund.sent")));
    expect(audits).toMatchObject([{ actorUserId: staff.id, after: { refundId, utr, payee: "ra•••@okaxis", amountPaise: 12_345 } }]);
    expect(JSON.stringify(audits)).not.toContain("ravi.s@okaxis");
    await shop.mailSettled();
    const mail = shop.sentMail.filter((message) => message.to === user.email && message.subject.includes("refund"));
    expect(mail.map((message) => message.text)).toEqual([expect.stringContaining(`to ra•••@okaxis`)]);
    expect(mail[0]!.text).toContain(utr);

    const listed = (await queue()).find((entry) => entry.id === refundId)!;
    expect(listed).toMatchObject({ state: "sent", utr, payee: "ra•••@okaxis", details: null, overdue: false });
    const page = await (await shop.request("GET", `/api/orders/number/${order.orderNumber}`, { cookie: user.cookie })).json();
    expect(page.refunds).toEqual([expect.objectContaining({ status: "sent", utr, payee: "ra•••@okaxis" })]);
  });

  it("tells a shopper who ordered in Hindi in Hindi, linking to the order's Hindi page", async () => {
    const user = await shop.signUp({ name: "Ravi Shankar" });
    const { order, refundId } = await refundOwed(shop, user, 12_345);
    await shop.db.update(orders).set({ language: "hi" }).where(eq(orders.id, order.id));
    await givePayee(shop, user, refundId, { method: "upi", upiId: "ravi.s@okaxis" });
    const utr = newUtr();
    expect((await recordSent(shop, staff, refundId, utr)).status).toBe(200);
    await shop.mailSettled();
    const [mail] = shop.sentMail.filter((message) => message.to === user.email && message.subject.includes("रिफ़ंड"));
    expect(mail?.subject).toBe(`ऑर्डर ${order.orderNumber} का रिफ़ंड भेज दिया गया है: ${brand.name}`);
    expect(mail?.text).toContain("नमस्ते Ravi,");
    expect(mail?.text).toContain(`हमने ऑर्डर #${order.orderNumber} का ₹123.45 का रिफ़ंड`);
    expect(mail?.text).toContain(`को ra•••@okaxis पर भेज दिया है।`);
    expect(mail?.text).toContain(`इसका UTR (बैंक रेफ़रेंस) ${utr} है`);
    expect(mail?.text).toContain(`अपना ऑर्डर देखें: ${shop.env.baseUrl}/hi/account/orders/${order.orderNumber}`);
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it("refuses a UTR already recorded for another refund, naming its order, and changes nothing", async () => {
    const user = await shop.signUp();
    const first = await refundOwed(shop, user, 5_000);
    const second = await refundOwed(shop, user, 6_000);
    for (const { refundId } of [first, second]) await givePayee(shop, user, refundId, { method: "upi", upiId: "asha.d@okaxis" });
    const utr = newUtr();
    expect((await recordSent(shop, staff, first.refundId, utr)).status).toBe(200);
    const before = await refundRow(shop, second.refundId);
    const again = await recordSent(shop, staff, second.refundId, utr);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(utrAlreadyRecorded(utr, first.order.orderNumber));
    expect(await refundRow(shop, second.refundId)).toEqual(before);
    expect((await recordSent(shop, staff, second.refundId, newUtr())).status).toBe(200);
  });

  it("refuses a refund with nowhere to go yet, and a UTR of the wrong shape, changing nothing", async () => {
    const user = await shop.signUp();
    const { refundId } = await refundOwed(shop, user);
    const before = await refundRow(shop, refundId);
    const early = await recordSent(shop, staff, refundId, newUtr());
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(REFUND_NOT_READY);
    const badUtr = await recordSent(shop, staff, refundId, "12345");
    expect(badUtr.status).toBe(400);
    expect(await refundRow(shop, refundId)).toEqual(before);
  });
});
