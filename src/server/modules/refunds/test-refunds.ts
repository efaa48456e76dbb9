import { eq } from "drizzle-orm";
import { refunds } from "~/server/db/schema/gateway-payments";
import type { TestApp } from "~/server/test/app";
import { upiOrder } from "~/server/test/statements";
import type { TestUser } from "~/server/test/users";
import type { RefundPayeeInput } from "~/shared/schemas/refund";
import { oweRefund } from "../payments/service";

let utrCount = 0;
/** A fresh 12-digit UTR per call, so orders and transfers never share one. */
export const newUtr = () => `5${String(Date.now() % 1e8).padStart(8, "0")}${String((utrCount += 1) % 1000).padStart(3, "0")}`;

/** A paid UPI order of the shopper's with a refund owed on it and no method yet. */
export async function refundOwed(shop: TestApp, user: TestUser, amountPaise = 10_000) {
  const order = await upiOrder(shop, user.id, newUtr(), "paid");
  const { refundId } = await shop.db.transaction((tx) => oweRefund(tx, { orderId: order.id, amountPaise, reason: "A jar leaked", createdByUserId: null }));
  return { order, refundId };
}

export const givePayee = (shop: TestApp, user: TestUser | undefined, refundId: string, body: RefundPayeeInput | Record<string, unknown>) =>
  shop.request("POST", `/api/refunds/${refundId}/payee`, { cookie: user?.cookie, body });

export const recordSent = (shop: TestApp, staff: TestUser, refundId: string, utr: string) =>
  shop.api(staff).admin.refunds[":id"].sent.$post({ param: { id: refundId }, json: { utr } });

export async function refundRow(shop: TestApp, refundId: string) {
  const [row] = await shop.db.select().from(refunds).where(eq(refunds.id, refundId));
  return row!;
}

export const bankPayee = { method: "bank", accountHolder: "Asha Devi", accountNumber: "50100 1234 5678", accountNumberAgain: "501001234 5678", ifsc: "hdfc0001234" } as const;
