import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, newHydratingPage, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// Issue 21 part 2 (docs/product-rules.md#delivery-promise): the delivery promise, areas staff switch
// off, and following an order with its courier and tracking number. The server's clock for promises
// is fixed (SHOP_TEST_NOW, honoured in test mode only) at Monday 23 November 2026, 10:00 in India:
// Delhi is before the 14:00 cut-off, so same-day; Bengaluru (a metro, 5 business days) is Saturday.
const admin = adminServerWithStaffForFile({ SHOP_TEST_NOW: "2026-11-23T10:00:00+05:30" });
// Each journey crosses several pages, two browser contexts and axe runs: more than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(90_000));

const url = (path: string) => `${admin.server.baseURL}${path}`;
const headers = () => ({ Origin: admin.server.baseURL });
const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

async function signUpCustomer(request: APIRequestContext) {
  const email = `india-${randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post(url("/api/auth/sign-up/email"), { data: { email, password: "mustard-oil-123", name: "Asha Devi" }, headers: headers() })).ok()).toBe(true);
}

async function addToCart(request: APIRequestContext) {
  expect((await request.post(url("/api/cart/items"), { data: { productId: "1" }, headers: headers() })).ok()).toBe(true);
}

async function saveAddress(request: APIRequestContext, overrides: Partial<typeof address> = {}) {
  const response = await request.post(url("/api/addresses"), { data: { ...address, ...overrides }, headers: headers() });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { address: { id: string } }).address;
}

async function signInStaff(page: Page) {
  const response = await page.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: headers() });
  expect(response.ok()).toBe(true);
}

test("typing 110001 fills New Delhi and Delhi and promises same-day delivery; 560001 fills Bengaluru and Karnataka with a date", async ({ page }) => {
  await signUpCustomer(page.request);
  await addToCart(page.request);
  await page.goto(url("/checkout"));
  await page.getByRole("button", { name: "Add New Address" }).click();
  const form = page.getByRole("form", { name: "New address" });
  const pincode = form.getByLabel("Pincode");

  await pincode.pressSequentially("110001");
  await expect(form.getByLabel("City")).toHaveValue("New Delhi");
  await expect(form.getByLabel("State")).toHaveValue("Delhi");
  await expect(pincode).toHaveAccessibleDescription("Central Delhi, Delhi · Same-day delivery");

  await pincode.fill("560001");
  await expect(form.getByLabel("City")).toHaveValue("Bengaluru");
  await expect(form.getByLabel("State")).toHaveValue("Karnataka");
  await expect(pincode).toHaveAccessibleDescription("Bengaluru, Karnataka · Delivered by Sat, 28 Nov");
  expect(await seriousViolations(page)).toEqual([]);

  // The Check delivery box answers for any pincode, on the cart too.
  await page.goto(url("/cart"));
  const box = page.getByRole("form", { name: "Check delivery" });
  await box.getByLabel("Check delivery").fill("110001");
  await box.getByRole("button", { name: "Check" }).click();
  await expect(box.getByRole("status")).toHaveText("Same-day delivery to New Delhi, Delhi (110001)");
});

test("a signed-in shopper's default address is checked without asking on a product page", async ({ page }) => {
  await signUpCustomer(page.request);
  await saveAddress(page.request, { pincode: "560001", city: "Bengaluru", state: "Karnataka" });
  await page.goto(url("/shop/hydraulic-pressed-mustard-oil-1l"));
  const box = page.getByRole("form", { name: "Check delivery" });
  await expect(box.getByLabel("Check delivery")).toHaveValue("560001");
  await expect(box.getByRole("status")).toHaveText("Delivered by Sat, 28 Nov to Bengaluru, Karnataka (560001)");
});

test("staff switch a pincode off in the back office and checkout refuses it with a clear message", async ({ page, browser }) => {
  const customer = await browser.newContext();
  const shopper = await newHydratingPage(customer);
  await signUpCustomer(shopper.request);
  await addToCart(shopper.request);
  // Saved while the shop still delivered there.
  await saveAddress(shopper.request, { pincode: "302001", city: "Jaipur" });

  await signInStaff(page);
  await page.goto(url("/admin"));
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Delivery" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Delivery" })).toBeVisible();
  await page.getByRole("textbox", { name: "Pincode" }).fill("302001");
  await page.getByRole("button", { name: "Switch off", exact: true }).click();
  await expect(toast(page, "no longer delivers to pincode 302001")).toBeVisible();
  await expect(page.getByRole("list", { name: "Switched off" })).toContainText("302001");
  // The toast is still fading in: axe would read its colours mid-animation.
  expect(await seriousViolations(page, { exclude: ["[data-sonner-toaster]"] })).toEqual([]);

  await shopper.goto(url("/checkout"));
  await expect(shopper.getByRole("form", { name: "Check delivery" }).getByRole("status")).toHaveText("We do not deliver here yet (Jaipur, Rajasthan, 302001)");
  await shopper.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(shopper, "We do not deliver to pincode 302001 yet. Please choose another address.")).toContainText("We do not deliver here yet");
  await expect(shopper).toHaveURL(/\/checkout$/);
  const orders = (await (await shopper.request.get(url("/api/orders"))).json()) as { orders: unknown[] };
  expect(orders.orders).toHaveLength(0);
  await customer.close();
});

test("staff ship an order with a tracking number after confirming, and the customer sees it on their order page", async ({ page, browser }) => {
  const customer = await browser.newContext();
  const shopper = await newHydratingPage(customer);
  await signUpCustomer(shopper.request);
  await addToCart(shopper.request);
  const saved = await saveAddress(shopper.request, { pincode: "110001", city: "New Delhi", state: "Delhi" });
  const placed = await shopper.request.post(url("/api/orders"), { headers: headers(), data: { addressId: saved.id, idempotencyKey: randomUUID() } });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; orderNumber: string } };

  await signInStaff(page);
  await page.goto(url(`/admin/orders/${order.id}`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  // A first COD order waits for its confirmation: staff confirm it by phone before moving it on.
  await page.getByLabel(/^Note of the call/).fill("Called the shopper, who wants it");
  await page.getByRole("button", { name: "Confirmed by phone" }).click();
  await page.getByRole("button", { name: "Start processing" }).click();
  const confirmProcessing = page.getByRole("dialog", { name: `Start processing: ${order.orderNumber}` });
  await expect(confirmProcessing).toContainText(`Move order ${order.orderNumber} to Processing?`);
  await confirmProcessing.getByRole("button", { name: "Yes, start processing" }).click();
  await expect(toast(page, "is now Processing")).toBeVisible();

  await page.getByRole("button", { name: "Mark shipped" }).click();
  const ship = page.getByRole("dialog", { name: `Mark shipped: ${order.orderNumber}` });
  await ship.getByRole("button", { name: "Yes, mark shipped" }).click();
  await expect(ship.getByLabel(/^Courier/)).toHaveAccessibleDescription("Please enter the courier");
  await expect(ship.getByLabel(/^Tracking number/)).toHaveAccessibleDescription("Please enter the tracking number");
  await ship.getByLabel(/^Courier/).fill("Blue Dart");
  await ship.getByLabel(/^Tracking number/).fill("BD7788990011");
  await ship.getByLabel("Tracking link (optional)").fill("http://track.example.com/BD7788990011");
  await ship.getByRole("button", { name: "Yes, mark shipped" }).click();
  await expect(ship.getByLabel("Tracking link (optional)")).toHaveAccessibleDescription("The tracking link must be a web address starting with https://");
  expect(await seriousViolations(page, { within: '[role="dialog"]' })).toEqual([]);
  await ship.getByLabel("Tracking link (optional)").fill("https://track.example.com/BD7788990011");
  await ship.getByRole("button", { name: "Yes, mark shipped" }).click();
  await expect(toast(page, "is now Shipped")).toBeVisible();
  await expect(ship).toHaveCount(0);

  const shipment = page.getByRole("region", { name: "Delivery and tracking" });
  await expect(shipment).toContainText("Blue Dart, tracking number BD7788990011");
  const whatsapp = shipment.getByRole("link", { name: /Send on WhatsApp/ });
  await expect(whatsapp).toHaveAttribute("target", "_blank");
  const link = new URL((await whatsapp.getAttribute("href"))!);
  expect(link.origin + link.pathname).toBe("https://wa.me/919876543210");
  expect(link.searchParams.get("text")).toContain("has been shipped with Blue Dart, tracking number BD7788990011.");

  // The customer follows it from My Orders.
  await shopper.goto(url("/account"));
  await shopper.getByRole("link", { name: order.orderNumber }).click();
  await expect(shopper).toHaveURL(url(`/account/orders/${order.orderNumber}`));
  await expect(shopper.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const delivery = shopper.getByRole("region", { name: "Delivery", exact: true });
  await expect(delivery).toContainText("Same-day delivery");
  await expect(delivery).toContainText("Blue Dart");
  await expect(delivery).toContainText("BD7788990011");
  await expect(delivery.getByRole("link", { name: /Track your parcel/ })).toHaveAttribute("href", "https://track.example.com/BD7788990011");
  const history = shopper.getByRole("region", { name: "Status history" });
  await expect(history.getByRole("listitem")).toHaveText([/Order placed/, /Processing/, /Shipped/]);
  expect(await seriousViolations(shopper)).toEqual([]);
  await customer.close();
});

test("another customer's order number shows the 404 page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await signUpCustomer(page.request);
  await page.goto(url("/account/orders/ORD-1700000000000-ABCDEFG"));
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});
