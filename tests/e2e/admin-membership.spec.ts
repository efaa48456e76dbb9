import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, newHydratingPage, test } from "./fixtures";
import { expectRefusedOnField, toast } from "./storefront-helpers";

// Issue 15, staff side: /admin/membership changes the programme's figures, which the members'
// account tab shows at once, and suspends a member, whose tab then says so.

const admin = adminServerWithStaffForFile();

async function signInStaff(page: Page) {
  const response = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(response.ok()).toBe(true);
}

/** A customer with a delivered order who has joined, all through the API (staff deliver the order): their name. */
async function deliveredMember(customer: APIRequestContext, staff: APIRequestContext): Promise<string> {
  const base = admin.server.baseURL;
  const headers = { Origin: base };
  const name = `Priya ${randomUUID().slice(0, 6)}`;
  const email = `member-${randomUUID().slice(0, 8)}@example.com`;
  expect((await customer.post(`${base}/api/auth/sign-up/email`, { data: { email, password: "mustard-oil-123", name }, headers })).ok()).toBe(true);
  expect((await customer.post(`${base}/api/cart/items`, { data: { productId: "1" }, headers })).ok()).toBe(true);
  const address = await customer.post(`${base}/api/addresses`, {
    headers,
    data: { fullName: name, phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" },
  });
  const { address: saved } = (await address.json()) as { address: { id: string } };
  const placed = await customer.post(`${base}/api/orders`, { headers, data: { addressId: saved.id, idempotencyKey: randomUUID() } });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string } };
  // A first COD order waits for its confirmation: staff confirm it by phone first.
  expect((await staff.post(`${base}/api/admin/orders/${order.id}/cod-confirmation`, { headers, data: { note: "Called the shopper" } })).ok()).toBe(true);
  for (const toStatus of ["processing", "shipped", "delivered"]) {
    expect((await staff.post(`${base}/api/admin/orders/${order.id}/status`, { headers, data: { toStatus, ...(toStatus === "shipped" ? { courier: "Delhivery", trackingNumber: "DLV123456" } : {}) } })).ok()).toBe(true);
  }
  expect((await customer.post(`${base}/api/membership/join`, { headers })).status()).toBe(201);
  return name;
}

test("staff change the friend discount, which a member's tab shows, and suspend the member", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  const customer = await browser.newContext();
  const customerPage = await newHydratingPage(customer);
  const name = await deliveredMember(customerPage.request, page.request);

  await page.goto(`${admin.server.baseURL}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Membership" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Membership" })).toBeVisible();
  const settings = page.getByRole("form", { name: "Settings" });
  const discount = settings.getByRole("textbox", { name: "Friend discount (%)" });
  await expect(discount).toHaveValue("10");
  await expect(settings.getByRole("textbox", { name: "Maximum friend discount (₹)" })).toHaveValue("150");
  await expectRefusedOnField(settings, discount, "0", "Save settings", "Friend discount must be from 1 to 100%");
  await discount.fill("15");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Membership settings saved")).toContainText("Friends get 15% off");

  await customerPage.goto(`${admin.server.baseURL}/account?tab=membership`);
  await expect(customerPage.getByText("Friends get 15% off their first order (up to ₹150)").first()).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Active");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await row.getByRole("button", { name: `Suspend ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Suspend ${name}?` });
  await dialog.getByRole("button", { name: "Suspend member" }).click();
  await expect(dialog.getByText("Please say why the member is suspended")).toBeVisible();
  expect(await seriousViolations(page, { within: "[role=dialog]" })).toEqual([]);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Code posted on a coupon site");
  await dialog.getByRole("button", { name: "Suspend member" }).click();
  await expect(toast(page, "Member suspended")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("Suspended");
  await expect(row.getByRole("button", { name: `Reactivate ${name}` })).toBeVisible();

  await customerPage.reload();
  await expect(customerPage.getByRole("alert").filter({ hasText: "Your membership is suspended" })).toBeVisible();

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  const audit = page.getByRole("table");
  await expect(audit).toContainText("membership.settings");
  await expect(audit).toContainText("membership.suspend");
  await expect(audit).toContainText("Code posted on a coupon site");
  await customer.close();
});

test("staff see a referral whose friend shares the member's phone, to review", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const base = admin.server.baseURL;
  const headers = { Origin: base };
  await signInStaff(page);
  const memberContext = await browser.newContext();
  const memberName = await deliveredMember(memberContext.request, page.request);
  const { member } = (await (await memberContext.request.get(`${base}/api/membership`)).json()) as { member: { code: string } };
  await memberContext.close();

  // The friend orders with the code to another address, then saves one with the member's phone.
  const friend = (await browser.newContext()).request;
  const friendName = `Ravi ${randomUUID().slice(0, 6)}`;
  expect((await friend.post(`${base}/api/auth/sign-up/email`, { data: { email: `friend-${randomUUID().slice(0, 8)}@example.com`, password: "mustard-oil-123", name: friendName }, headers })).ok()).toBe(true);
  expect((await friend.post(`${base}/api/cart/items`, { data: { productId: "1" }, headers })).ok()).toBe(true);
  const home = { fullName: friendName, phone: "9123456780", addressLine1: "7 Canal Road", city: "Jaipur", state: "Rajasthan", pincode: "302001" };
  const { address } = (await (await friend.post(`${base}/api/addresses`, { headers, data: home })).json()) as { address: { id: string } };
  const placed = await friend.post(`${base}/api/orders`, { headers, data: { addressId: address.id, promoCode: member.code, idempotencyKey: randomUUID() } });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { orderNumber: string } };
  expect((await friend.post(`${base}/api/addresses`, { headers, data: { ...home, phone: "9876543210", addressLine1: "3 Mill Lane" } })).ok()).toBe(true);

  await page.goto(`${base}/admin/membership`);
  const review = page.getByRole("region", { name: "Referrals to review" });
  const row = review.getByRole("row").filter({ hasText: order.orderNumber });
  await expect(row).toContainText(memberName);
  await expect(row).toContainText(member.code);
  await expect(row).toContainText(friendName);
  await expect(row).toContainText("Phone");
  await expect(row.getByRole("link", { name: order.orderNumber })).toHaveAttribute("href", /\/admin\/orders\//);
  expect(await seriousViolations(page, { within: "[aria-labelledby=flagged-title]" })).toEqual([]);
});
