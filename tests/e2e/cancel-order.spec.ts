import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminServerWithStaffForFile, staffContext } from "./admin-server";
import { expect, newHydratingPage, test } from "./fixtures";
import { toast } from "./storefront-helpers";
import { signUpAndOrder } from "./place-order";

// docs/product-rules.md#cancelling-an-order: the shopper cancels their own order while it is pending
// or processing, with a reason; once shipped, the page says why it cannot be.

const admin = adminServerWithStaffForFile();
const at = (path: string) => `${admin.server.baseURL}${path}`;

/** A shopper signed in on `request` with one order of mustard oil, moved by staff to `status`. */
async function orderAt(request: APIRequestContext, staff: APIRequestContext, status: "processing" | "shipped") {
  const headers = { Origin: admin.server.baseURL };
  const address = { phone: "9812345678", addressLine1: "7 Sarson Marg" };
  const { order } = await signUpAndOrder(request, { base: admin.server.baseURL, name: "Radha Meena", emailPrefix: "cancel", address, participateLuckyDraw: false });
  // A first cash order waits for its confirmation before staff may move it on.
  expect((await staff.post(at(`/api/admin/orders/${order.id}/cod-confirmation`), { headers, data: { note: "Confirmed on the phone" } })).ok()).toBe(true);
  const moves = status === "processing" ? [{ toStatus: "processing" }] : [{ toStatus: "processing" }, { toStatus: "shipped", courier: "India Post", trackingNumber: "EE123456789IN" }];
  for (const move of moves) expect((await staff.post(at(`/api/admin/orders/${order.id}/status`), { headers, data: move })).ok()).toBe(true);
  return order;
}

/** The shopper's own page of an order staff moved to `status`, hydrated. */
async function shopperOnOrderAt(page: Page, browser: Browser, status: "processing" | "shipped") {
  const staff = await staffContext(browser, admin);
  const order = await orderAt(page.request, staff.request, status);
  await staff.close();
  const shopper = await newHydratingPage(page.context());
  await shopper.goto(at(`/account/orders/${order.orderNumber}`));
  return { shopper, order };
}

test("a shopper cancels a processing order with a reason and gets its credit note", async ({ page, browser }) => {
  const { shopper, order } = await shopperOnOrderAt(page, browser, "processing");
  await expect(shopper.getByText("Order: Processing")).toBeVisible();

  await shopper.getByRole("button", { name: "Cancel order" }).click();
  const dialog = shopper.getByRole("dialog", { name: `Cancel order ${order.orderNumber}?` });
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please choose why you are cancelling");
  await dialog.getByRole("radio", { name: "Ordered by mistake" }).check();
  await dialog.getByRole("button", { name: "Yes, cancel order" }).click();

  await expect(toast(shopper, "Order cancelled")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shopper.getByText("Order: Cancelled")).toBeVisible();
  await expect(shopper.getByRole("link", { name: "Download credit note" })).toBeVisible();
  await expect(shopper.getByRole("region", { name: "Status history" })).toContainText("Ordered by mistake");
  await expect(shopper.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
});

test("a shipped order says why it cannot be cancelled and offers no Cancel button", async ({ page, browser }) => {
  const { shopper } = await shopperOnOrderAt(page, browser, "shipped");
  await expect(shopper.getByText("Order: Shipped")).toBeVisible();
  await expect(shopper.getByText("This order has been shipped, so it can no longer be cancelled.")).toBeVisible();
  await expect(shopper.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
});
