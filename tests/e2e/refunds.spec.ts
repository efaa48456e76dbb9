import type { APIRequestContext } from "@playwright/test";
import { formatRupees } from "../../src/shared/money";
import { adminServerWithStaffForFile, staffContext } from "./admin-server";
import { expect, newHydratingPage, test } from "./fixtures";
import { signUpAndOrder } from "./place-order";
import { randomUtr, recordRefundSent, refundSentText } from "./refund-desk";

// docs/product-rules.md#refunds: a paid UPI order cancelled by its shopper owes a refund; the shopper says
// where it goes, staff send it and record its UTR, and afterwards both see the payee only masked.

const admin = adminServerWithStaffForFile();
const at = (path: string) => `${admin.server.baseURL}${path}`;
const headers = () => ({ Origin: admin.server.baseURL });
const SARSON_MARG = { phone: "9812345678", addressLine1: "7 Sarson Marg" };

/** A shopper signed in on `request` with a UPI order that staff marked paid with its UTR. */
async function paidUpiOrder(request: APIRequestContext, staff: APIRequestContext) {
  const { order } = await signUpAndOrder(request, { base: admin.server.baseURL, emailPrefix: "refund", paymentMethod: "upi", address: SARSON_MARG });
  expect((await staff.post(at(`/api/admin/payments/orders/${order.id}/paid`), { headers: headers(), data: { utr: randomUtr() } })).ok()).toBe(true);
  return order;
}

test("a cancelled paid UPI order is refunded to the UPI ID its shopper gives, with the UTR staff record", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const staff = await staffContext(browser, admin);
  const order = await paidUpiOrder(page.request, staff.request);
  const amount = formatRupees(order.totalPaise);

  const shopper = await newHydratingPage(page.context());
  await shopper.goto(at(`/account/orders/${order.orderNumber}`));
  await shopper.getByRole("button", { name: "Cancel order" }).click();
  const dialog = shopper.getByRole("dialog", { name: `Cancel order ${order.orderNumber}?` });
  await dialog.getByRole("radio", { name: "Ordered by mistake" }).check();
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(shopper.getByText("Order: Cancelled")).toBeVisible();

  const refunds = shopper.getByRole("region", { name: "Refunds" });
  await expect(refunds.getByText(`Where should we send your refund of ${amount}?`)).toBeVisible();
  await refunds.getByRole("textbox", { name: "UPI ID" }).fill("asha at okaxis");
  await refunds.getByRole("button", { name: "Send my refund here" }).click();
  await expect(refunds.getByText("Enter a UPI ID like name@okaxis")).toBeVisible();
  await refunds.getByRole("textbox", { name: "UPI ID" }).fill("asha.devi@okaxis");
  await refunds.getByRole("button", { name: "Send my refund here" }).click();
  await expect(refunds.getByText(`${amount} is being sent to as•••@okaxis`)).toBeVisible();

  const { desk, utr } = await recordRefundSent(staff, at, order.orderNumber, "asha.devi@okaxis");
  const sent = desk.getByRole("region", { name: /^Sent/ }).getByRole("listitem").filter({ hasText: order.orderNumber });
  await expect(sent).toContainText("as•••@okaxis");
  await expect(sent).toContainText(`UTR ${utr}`);
  await expect(desk.getByText("asha.devi@okaxis")).toHaveCount(0);
  await staff.close();

  await shopper.reload();
  await expect(shopper.getByRole("region", { name: "Refunds" })).toContainText(refundSentText(amount, "as•••@okaxis", utr));
  await expect(shopper.getByText("asha.devi@okaxis")).toHaveCount(0);
});
