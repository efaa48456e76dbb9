import { describe, expect, it } from "vitest";
import { errorOf, fieldErrorsOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { ACCOUNT_NUMBERS_DIFFER_MESSAGE, IFSC_MESSAGE, UPI_ID_MESSAGE } from "~/shared/schemas/refund";
import { PAYEE_ALREADY_GIVEN } from "./payee";
import { bankPayee, givePayee, refundOwed, refundRow } from "./test-refunds";

describe("the shopper says where a refund goes", () => {
  const shop = setUpTestApp();

  it("takes a UPI ID for their own refund, shows it masked on the order page, and takes it once", async () => {
    const user = await shop.signUp();
    const { order, refundId } = await refundOwed(shop, user);
    const answer = await givePayee(shop, user, refundId, { method: "upi", upiId: " asha.devi@okaxis " });
    expect(answer.status).toBe(200);
    expect((await answer.json()).refund).toMatchObject({ id: refundId, method: "upi", status: "pending", payee: "as•••@okaxis" });
    expect(await refundRow(shop, refundId)).toMatchObject({ method: "upi", payeeUpiId: "asha.devi@okaxis", payeeMasked: "as•••@okaxis", payeeGivenAt: expect.any(Date) });
    const page = await (await shop.request("GET", `/api/orders/number/${order.orderNumber}`, { cookie: user.cookie })).json();
    expect(page.refunds).toEqual([expect.objectContaining({ id: refundId, method: "upi", payee: "as•••@okaxis", amountPaise: 10_000 })]);
    expect(JSON.stringify(page)).not.toContain("asha.devi@okaxis");

    const again = await givePayee(shop, user, refundId, { method: "upi", upiId: "other@ybl" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(PAYEE_ALREADY_GIVEN);
    expect((await refundRow(shop, refundId)).payeeUpiId).toBe("asha.devi@okaxis");
  });

  it("takes a bank account, digits without spaces and the IFSC in capitals, masked to its last four digits", async () => {
    const user = await shop.signUp();
    const { refundId } = await refundOwed(shop, user);
    const answer = await givePayee(shop, user, refundId, bankPayee);
    expect(answer.status).toBe(200);
    expect(await refundRow(shop, refundId)).toMatchObject({
      method: "bank",
      payeeAccountHolder: "Asha Devi",
      payeeAccountNumber: "5010012345678",
      payeeIfsc: "HDFC0001234",
      payeeMasked: "••••••5678, HDFC0001234",
    });
  });

  it("refuses bad details field by field and writes nothing", async () => {
    const user = await shop.signUp();
    const { refundId } = await refundOwed(shop, user);
    const before = await refundRow(shop, refundId);
    const badUpi = await givePayee(shop, user, refundId, { method: "upi", upiId: "asha-at-okaxis" });
    expect(await fieldErrorsOf(badUpi)).toMatchObject({ upiId: UPI_ID_MESSAGE });
    const badBank = await givePayee(shop, user, refundId, { ...bankPayee, accountNumberAgain: "501001234999", ifsc: "HDFC1234" });
    expect(await fieldErrorsOf(badBank)).toMatchObject({ ifsc: IFSC_MESSAGE });
    const differ = await givePayee(shop, user, refundId, { ...bankPayee, accountNumberAgain: "501001234999" });
    expect((await errorOf(differ)).fields).toMatchObject({ accountNumberAgain: ACCOUNT_NUMBERS_DIFFER_MESSAGE });
    const short = await givePayee(shop, user, refundId, { ...bankPayee, accountNumber: "12345678", accountNumberAgain: "12345678" });
    expect((await errorOf(short)).fields).toHaveProperty("accountNumber");
    expect(await refundRow(shop, refundId)).toEqual(before);
  });

  it("answers another shopper's refund, or none, with 404, and a signed-out visitor with 401, writing nothing", async () => {
    const owner = await shop.signUp();
    const stranger = await shop.signUp();
    const { refundId } = await refundOwed(shop, owner);
    const before = await refundRow(shop, refundId);
    expect((await givePayee(shop, stranger, refundId, { method: "upi", upiId: "thief@ybl" })).status).toBe(404);
    expect((await givePayee(shop, stranger, "00000000-0000-4000-8000-000000000000", { method: "upi", upiId: "thief@ybl" })).status).toBe(404);
    expect((await givePayee(shop, undefined, refundId, { method: "upi", upiId: "thief@ybl" })).status).toBe(401);
    expect(await refundRow(shop, refundId)).toEqual(before);
  });
});
