import { randomUUID } from "node:crypto";
import { adminServerWithStaffForFile } from "./admin-server";
import { expect, newHydratingPage, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// docs/product-rules.md#delivery-promise: a delivery holiday staff add moves every promise. The
// server's clock is fixed at Monday 23 November 2026, 10:00 in India: Bengaluru (a metro, 5 business
// days) is promised Saturday 28 November, and Monday 30 November once Wednesday 25 is a holiday.
const admin = adminServerWithStaffForFile({ SHOP_TEST_NOW: "2026-11-23T10:00:00+05:30" });
test.beforeEach(() => test.setTimeout(90_000));

const url = (path: string) => `${admin.server.baseURL}${path}`;
const headers = () => ({ Origin: admin.server.baseURL });
const productPage = "/shop/hydraulic-pressed-mustard-oil-1l";

test("staff add a delivery holiday and the product page and a new order's page promise the day after", async ({ page, browser }) => {
  const before = await newHydratingPage(await browser.newContext());
  await before.goto(url(productPage));
  const beforeBox = before.getByRole("form", { name: "Check delivery" });
  await beforeBox.getByLabel("Check delivery").fill("560001");
  await beforeBox.getByRole("button", { name: "Check" }).click();
  await expect(beforeBox.getByRole("status")).toHaveText("Delivered by Sat, 28 Nov to Bengaluru, Karnataka (560001)");
  await before.context().close();

  expect((await page.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: headers() })).ok()).toBe(true);
  await page.goto(url("/admin"));
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Delivery" }).click();
  const holidays = page.getByRole("region", { name: "Delivery holidays" });
  await expect(holidays.getByRole("list", { name: "Delivery holidays" })).toContainText("Republic Day");
  const form = holidays.getByRole("form", { name: "Add a delivery holiday" });
  await form.getByRole("button", { name: "Add holiday" }).click();
  await expect(form.getByText("Please choose a date")).toBeVisible();
  await form.getByLabel("Date").fill("2026-11-25");
  await form.getByLabel("Name").fill("Stock-taking");
  await form.getByRole("button", { name: "Add holiday" }).click();
  await expect(toast(page, "Delivery holiday added")).toContainText("25 Nov 2026");
  await expect(holidays.getByRole("list", { name: "Delivery holidays" }).getByRole("listitem").first()).toContainText("25 Nov 2026 · Stock-taking");

  const shopper = await newHydratingPage(await browser.newContext());
  const email = `holiday-${randomUUID().slice(0, 8)}@example.com`;
  expect((await shopper.request.post(url("/api/auth/sign-up/email"), { data: { email, password: "mustard-oil-123", name: "Kavya Rao" }, headers: headers() })).ok()).toBe(true);
  await shopper.goto(url(productPage));
  const box = shopper.getByRole("form", { name: "Check delivery" });
  await box.getByLabel("Check delivery").fill("560001");
  await box.getByRole("button", { name: "Check" }).click();
  await expect(box.getByRole("status")).toHaveText("Delivered by Mon, 30 Nov to Bengaluru, Karnataka (560001)");

  expect((await shopper.request.post(url("/api/cart/items"), { data: { productId: "1" }, headers: headers() })).ok()).toBe(true);
  const saved = await shopper.request.post(url("/api/addresses"), {
    data: { fullName: "Kavya Rao", phone: "9876543210", addressLine1: "1 MG Road", city: "Bengaluru", state: "Karnataka", pincode: "560001" },
    headers: headers(),
  });
  const { address } = (await saved.json()) as { address: { id: string } };
  const placed = await shopper.request.post(url("/api/orders"), { data: { addressId: address.id, idempotencyKey: randomUUID() }, headers: headers() });
  const { order } = (await placed.json()) as { order: { orderNumber: string } };
  await shopper.goto(url(`/account/orders/${order.orderNumber}`));
  await expect(shopper.getByRole("region", { name: "Delivery", exact: true })).toContainText("Delivered by Mon, 30 Nov");
  await shopper.context().close();
});
