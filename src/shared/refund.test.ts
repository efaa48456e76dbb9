import { describe, expect, it } from "vitest";
import { isRefundOverdue, maskBankAccount, maskUpiId, refundStatusSentence, type RefundView } from "./refund";

const DAY = 24 * 60 * 60 * 1000;
const refund = (overrides: Partial<RefundView>): RefundView => ({ id: "r", amountPaise: 45_000, method: null, status: "pending", payee: null, utr: null, createdAt: "2026-11-20T06:00:00Z", sentAt: null, ...overrides });

describe("a refund as people see it", () => {
  it("masks a UPI ID to its first two characters and provider, an account to its last four digits and IFSC", () => {
    expect(maskUpiId("asha.devi@okaxis")).toBe("as•••@okaxis");
    expect(maskBankAccount("5010012345678", "HDFC0001234")).toBe("••••••5678, HDFC0001234");
  });

  it("is overdue only while pending, more than 7 days after it was owed", () => {
    const owed = new Date("2026-11-20T06:00:00Z");
    expect(isRefundOverdue({ status: "pending", createdAt: owed }, new Date(owed.getTime() + 7 * DAY))).toBe(false);
    expect(isRefundOverdue({ status: "pending", createdAt: owed }, new Date(owed.getTime() + 7 * DAY + 1))).toBe(true);
    expect(isRefundOverdue({ status: "sent", createdAt: owed }, new Date(owed.getTime() + 30 * DAY))).toBe(false);
  });

  it("tells the shopper where each refund stands", () => {
    expect(refundStatusSentence(refund({}))).toBe("Waiting for your details to send your refund of ₹450");
    expect(refundStatusSentence(refund({ method: "upi", payee: "as•••@okaxis" }))).toBe("₹450 is being sent to as•••@okaxis");
    expect(refundStatusSentence(refund({ method: "upi", payee: "as•••@okaxis", status: "sent", utr: "512345678901", sentAt: "2026-11-21T06:00:00Z" }))).toBe(
      "₹450 sent to as•••@okaxis on 21 Nov 2026, UTR 512345678901",
    );
    expect(refundStatusSentence(refund({ method: "gateway" }))).toBe("₹450 is being refunded through the payment gateway to the account you paid from");
  });
});
