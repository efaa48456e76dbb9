import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orders } from "~/server/db/schema/orders";
import { errorOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { HDFC_COLUMNS, hdfcStatement, upiOrder, uploadStatement } from "~/server/test/statements";
import { signUpStaff } from "~/server/test/users";

let serial = 431_900_000_000;
const newUtr = () => String((serial += 1));

describe("reconciling a bank statement", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Meera Accounts" }));
  const orderRow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentAudits = (orderId: string) => shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, "order.payment")));

  it("asks for the columns the first time a layout is seen, changing nothing, and remembers them for the next statement", async () => {
    const customer = await shop.signUp();
    const utr = newUtr();
    const order = await upiOrder(shop, customer.id, utr);
    const statement = hdfcStatement([{ utr, creditPaise: order.totalPaise }]);

    const asked = await (await uploadStatement(shop, staff, "hdfc-nov.csv", statement)).json();
    expect(asked).toMatchObject({ status: "needs-columns", headers: ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"], suggested: HDFC_COLUMNS });
    expect((await orderRow(order.id)).paymentStatus).toBe("submitted");

    const mapped = await (await uploadStatement(shop, staff, "hdfc-nov.csv", statement, HDFC_COLUMNS)).json();
    expect(mapped).toMatchObject({ status: "reconciled", lines: [{ outcome: "paid", utr, lineNumber: 5 }] });

    const nextUtr = newUtr();
    const next = await upiOrder(shop, customer.id, nextUtr);
    const again = await (await uploadStatement(shop, staff, "hdfc-dec.csv", hdfcStatement([{ utr: nextUtr, creditPaise: next.totalPaise }]))).json();
    expect(again).toMatchObject({ status: "reconciled", lines: [{ outcome: "paid", utr: nextUtr }] });
  });

  it("marks a matching order paid once, audited with the statement's name and line, tells its shopper, and leaves other shoppers' orders alone", async () => {
    const [asha, ravi] = [await shop.signUp(), await shop.signUp()];
    const utr = newUtr();
    const order = await upiOrder(shop, asha.id, utr, "pending");
    const othersUtr = newUtr();
    const others = await upiOrder(shop, ravi.id, othersUtr);
    const answer = await uploadStatement(shop, staff, "hdfc-20-nov.csv", hdfcStatement([{ utr, creditPaise: order.totalPaise }], 2), HDFC_COLUMNS);
    expect(answer.status).toBe(200);
    const result = await answer.json();
    expect(result).toMatchObject({ status: "reconciled", statementName: "hdfc-20-nov.csv", debitsSkipped: 2, lines: [{ outcome: "paid", order: { id: order.id, orderNumber: order.orderNumber }, seenBefore: null }] });

    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentReference: utr, awaiting: null, awaitingUntil: null, orderStatus: "pending" });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(await paymentAudits(order.id)).toMatchObject([
      { actorUserId: staff.id, before: { paymentStatus: "pending", paymentReference: utr }, after: { paymentStatus: "paid", source: "statement", statementName: "hdfc-20-nov.csv", lineNumber: 5 } },
    ]);
    await shop.mailSettled();
    const mail = shop.sentMail.filter((message) => message.to === asha.email && message.subject.includes("Payment received"));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(utr);
    expect(await orderRow(others.id)).toEqual(others);
  });

  it("lists a different amount, an unknown UTR, a UTR already used and a cancelled order for a decision, and changes none of them", async () => {
    const customer = await shop.signUp();
    const [short, unknown, alreadyPaid, twice, cancelled] = [newUtr(), newUtr(), newUtr(), newUtr(), newUtr()];
    const shortOrder = await upiOrder(shop, customer.id, short);
    const paidOrder = await upiOrder(shop, customer.id, alreadyPaid, "paid");
    const twiceOrder = await upiOrder(shop, customer.id, twice);
    // Cancelled before its UTR was submitted (one submitted before the cancellation is owed back: reconcile-cancelled.test.ts).
    const cancelledOrder = await upiOrder(shop, customer.id, cancelled, "pending");
    await shop.db.update(orders).set({ orderStatus: "cancelled" }).where(eq(orders.id, cancelledOrder.id));
    const before = await Promise.all([shortOrder, paidOrder, cancelledOrder].map((order) => orderRow(order.id)));

    const statement = hdfcStatement([
      { utr: short, creditPaise: shortOrder.totalPaise - 100 },
      { utr: unknown, creditPaise: 50_000 },
      { utr: alreadyPaid, creditPaise: paidOrder.totalPaise },
      { utr: twice, creditPaise: twiceOrder.totalPaise },
      { utr: twice, creditPaise: twiceOrder.totalPaise, date: "21/11/26" },
      { utr: cancelled, creditPaise: cancelledOrder.totalPaise },
      { narration: "NEFT CR-SBIN0001234-KISAN TRADERS", creditPaise: 1_200_000 },
    ]);
    const result = await (await uploadStatement(shop, staff, "hdfc-mixed.csv", statement, HDFC_COLUMNS)).json();
    if (result.status !== "reconciled") throw new Error("expected a reconciled statement");
    expect(result.lines.map((line) => [line.utr, line.outcome])).toEqual([
      [short, "amount_differs"],
      [unknown, "unknown"],
      [alreadyPaid, "utr_used"],
      [twice, "paid"],
      [twice, "utr_used"],
      [cancelled, "order_not_open"],
      [null, "no_utr"],
    ]);
    expect(await Promise.all([shortOrder, paidOrder, cancelledOrder].map((order) => orderRow(order.id)))).toEqual(before);
    for (const order of [shortOrder, paidOrder, cancelledOrder]) expect(await paymentAudits(order.id)).toEqual([]);
  });

  it("changes nothing when the same statement is uploaded again, and says where each line was first read", async () => {
    const customer = await shop.signUp();
    const [utr, stranger] = [newUtr(), newUtr()];
    const order = await upiOrder(shop, customer.id, utr);
    const statement = hdfcStatement([{ utr, creditPaise: order.totalPaise }, { utr: stranger, creditPaise: 70_000 }]);
    await uploadStatement(shop, staff, "hdfc-once.csv", statement, HDFC_COLUMNS);
    const first = await orderRow(order.id);

    const result = await (await uploadStatement(shop, staff, "hdfc-once-again.csv", statement)).json();
    expect(result).toMatchObject({
      status: "reconciled",
      lines: [
        { utr, outcome: "paid", seenBefore: { statementName: "hdfc-once.csv", lineNumber: 5 } },
        { utr: stranger, outcome: "unknown", seenBefore: { statementName: "hdfc-once.csv", lineNumber: 6 } },
      ],
    });
    expect(await orderRow(order.id)).toEqual(first);
    expect(await paymentAudits(order.id)).toHaveLength(1);
    await shop.mailSettled();
    expect(shop.sentMail.filter((message) => message.to === customer.email && message.subject.includes("Payment received"))).toHaveLength(1);
  });

  it("pays once when two staff upload the same statement at the same moment", async () => {
    const customer = await shop.signUp();
    const utr = newUtr();
    const order = await upiOrder(shop, customer.id, utr);
    const statement = hdfcStatement([{ utr, creditPaise: order.totalPaise }]);
    const answers = await Promise.all([uploadStatement(shop, staff, "hdfc-a.csv", statement), uploadStatement(shop, staff, "hdfc-b.csv", statement)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await orderRow(order.id)).paymentStatus).toBe("paid");
    expect(await paymentAudits(order.id)).toHaveLength(1);
  });

  it("refuses a file that is not a statement, and one whose amounts do not read with the columns given, changing nothing", async () => {
    const customer = await shop.signUp();
    const utr = newUtr();
    const order = await upiOrder(shop, customer.id, utr);
    const notStatement = await uploadStatement(shop, staff, "photo.csv", "name,email\nAsha,asha@example.com\n");
    expect(notStatement.status).toBe(400);
    expect((await errorOf(notStatement)).message).toContain("does not look like a bank statement");
    const wrongColumns = await uploadStatement(shop, staff, "hdfc.csv", hdfcStatement([{ utr, creditPaise: order.totalPaise }]), { ...HDFC_COLUMNS, credit: 1, narration: 5 });
    expect(wrongColumns.status).toBe(400);
    expect((await errorOf(wrongColumns)).message).toContain("could not be read");
    expect((await orderRow(order.id)).paymentStatus).toBe("submitted");
  });

  it("answers 404 to a customer, who can neither upload nor mark paid", async () => {
    const customer = await shop.signUp();
    const utr = newUtr();
    const order = await upiOrder(shop, customer.id, utr);
    const upload = await uploadStatement(shop, customer, "hdfc.csv", hdfcStatement([{ utr, creditPaise: order.totalPaise }]), HDFC_COLUMNS);
    expect(upload.status).toBe(404);
    const mark = await shop.api(customer).admin.payments.orders[":id"].paid.$post({ param: { id: order.id }, json: { utr } });
    expect(mark.status).toBe(404);
    expect((await orderRow(order.id)).paymentStatus).toBe("submitted");
  });
});
