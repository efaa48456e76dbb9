import { randomUUID } from "node:crypto";
import type { Browser } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { expect, newHydratingPage, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// Issue 43: staff set a COD charge and switch cash on delivery off at a pincode; a shopper there is
// told why and offered UPI only; a shopper elsewhere sees the COD charge as its own line.
const admin = adminServerWithStaffForFile();
test.beforeEach(() => test.setTimeout(120_000));

const url = (path: string) => `${admin.server.baseURL}${path}`;
const headers = () => ({ Origin: admin.server.baseURL });

/** A new shopper with one ₹375 bottle in the cart and one saved address at `pincode`. */
async function shopperAt(browser: Browser, address: { city: string; state: string; pincode: string }) {
  const page = await newHydratingPage(await browser.newContext());
  const email = `cod-${randomUUID().slice(0, 8)}@example.com`;
  expect((await page.request.post(url("/api/auth/sign-up/email"), { data: { email, password: "mustard-oil-123", name: "Kavya Rao" }, headers: headers() })).ok()).toBe(true);
  expect((await page.request.post(url("/api/cart/items"), { data: { productId: "1" }, headers: headers() })).ok()).toBe(true);
  const saved = await page.request.post(url("/api/addresses"), { data: { fullName: "Kavya Rao", phone: "9876543210", addressLine1: "1 Main Road", ...address }, headers: headers() });
  expect(saved.status()).toBe(201);
  await page.goto(url("/checkout"));
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  return page;
}

test("staff set a COD charge and switch COD off at a pincode; checkout follows both", async ({ page, browser }) => {
  const blocked = { city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

  expect((await page.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: headers() })).ok()).toBe(true);
  await page.goto(url("/admin"));
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Payments" }).click();
  const settings = page.getByRole("form", { name: "Payment settings" });
  await settings.getByLabel("UPI saving (₹)").fill("-5");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("UPI saving cannot be negative")).toBeVisible();
  await settings.getByLabel("UPI saving (₹)").fill("0");
  await settings.getByLabel("COD charge (₹)").fill("25");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Payment settings saved")).toBeVisible();

  const off = page.getByRole("form", { name: "Switch Cash on Delivery off" });
  await off.getByLabel("Pincode").fill(blocked.pincode);
  await off.getByLabel("Note (optional)").fill("Parcels refused twice");
  await off.getByRole("button", { name: "Switch COD off" }).click();
  await expect(toast(page, "Cash on Delivery switched off")).toContainText(blocked.pincode);
  await expect(page.getByRole("list", { name: "Pincodes without Cash on Delivery" })).toContainText(`${blocked.pincode}Parcels refused twice`);

  const there = await shopperAt(browser, blocked);
  const payment = there.getByRole("region", { name: "Payment Method" });
  await expect(payment.getByText(`Cash on Delivery is not available for pincode ${blocked.pincode}. Please pay by UPI.`)).toBeVisible();
  await expect(payment.getByRole("radio", { name: /Cash on Delivery/ })).toHaveCount(0);
  await expect(payment.getByRole("radio", { name: /UPI/ })).toBeChecked();
  await expect(there.getByRole("region", { name: "Order Summary" })).not.toContainText("COD charge");
  await there.context().close();

  const elsewhere = await shopperAt(browser, { city: "Bengaluru", state: "Karnataka", pincode: "560001" });
  const summary = elsewhere.getByRole("region", { name: "Order Summary" });
  // ₹375 + ₹50 shipping + ₹25 COD charge.
  await expect(summary.getByText("COD charge")).toBeVisible();
  await expect(summary).toContainText("Total₹450");
  await elsewhere.getByRole("radio", { name: /UPI/ }).check();
  await expect(summary.getByText("COD charge")).toHaveCount(0);
  await expect(summary).toContainText("Total₹425");
  await elsewhere.getByRole("radio", { name: /Cash on Delivery/ }).check();
  await expect(summary).toContainText("Total₹450");
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(elsewhere).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);
  await expect(elsewhere.getByText("COD charge")).toBeVisible();
  await elsewhere.context().close();
});
