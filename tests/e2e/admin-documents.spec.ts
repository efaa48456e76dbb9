import { readFile } from "node:fs/promises";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { pdfPages } from "../../src/server/test/pdf";
import { parseCsv } from "../../src/server/test/csv";
import { adminServerWithStaffForFile } from "./admin-server";
import { expect, test } from "./fixtures";
import { signUpAndOrder } from "./place-order";

// Staff print what goes in the box and hand the day's orders to a courier
// (docs/product-rules.md#packing-slips-and-export): the files the browser downloads, read back.

const admin = adminServerWithStaffForFile();

/** A customer's order through the shop's own API, to an address with a landmark. */
async function placeOrder(request: APIRequestContext) {
  const address = { phone: "9812345678", addressLine1: "44 Sarson Gali", landmark: "Near the post office" };
  return (await signUpAndOrder(request, { base: admin.server.baseURL, name: "Sunita Yadav", productId: "4", address, participateLuckyDraw: false })).order;
}

async function signInStaff(page: Page) {
  const response = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(response.ok()).toBe(true);
}

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent("download");
  await click();
  const file: Download = await started;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("staff download an order's packing slip, the CSV of the filtered list and the batch of slips", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext();
  const order = await placeOrder(customer.request);
  await customer.close();

  await signInStaff(page);
  await page.goto(`${admin.server.baseURL}/admin/orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  // A first COD order waits for its confirmation: staff confirm it by phone before moving it on.
  await page.getByLabel(/^Note of the call/).fill("Called the shopper, who wants it");
  await page.getByRole("button", { name: "Confirmed by phone" }).click();
  await page.getByRole("button", { name: "Start processing" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, start processing" }).click();
  await expect(page.getByRole("button", { name: "Mark shipped" })).toBeVisible();

  const slip = await download(page, () => page.getByRole("link", { name: "Packing slip" }).click());
  expect(slip.name).toBe(`packing-slip-${order.orderNumber}.pdf`);
  const [slipText, ...more] = await pdfPages(slip.bytes);
  expect(more).toEqual([]);
  for (const expected of [order.orderNumber, "Sunita Yadav", "44 Sarson Gali", "Landmark: Near the post office", "321001", "9812345678"]) expect(slipText).toContain(expected);
  expect(slipText).toMatch(/1\s*×\s*Urad Dal/);
  // ₹75 and ₹50 shipping: ₹125 in cash, the only amount on the slip.
  expect(slipText).toContain("Cash on Delivery: collect ₹125");
  expect(slipText!.match(/₹/g)).toHaveLength(1);

  await page.getByRole("link", { name: "← All orders" }).click();
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeVisible();
  // Packing slips are for one status at a time.
  await expect(page.getByRole("link", { name: "Print packing slips" })).toHaveCount(0);
  await page.getByLabel("Status", { exact: true }).selectOption("processing");
  await page.getByLabel("Search").fill(order.orderNumber);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("link", { name: order.orderNumber })).toBeVisible();
  await expect(page.getByText("up to 200 at a time")).toBeVisible();

  const csv = await download(page, () => page.getByRole("link", { name: "Export CSV" }).click());
  expect(csv.name).toMatch(/^orders-processing-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(csv.bytes.toString("utf8"));
  expect(header?.slice(0, 4)).toEqual(["Order number", "Order date", "Status", "Customer name"]);
  expect(rows).toHaveLength(1);
  const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
  expect(row).toMatchObject({ "Order number": order.orderNumber, Status: "Processing", "Customer name": "Sunita Yadav", Phone: "9812345678", Landmark: "Near the post office", Pincode: "321001", Items: "1 × Urad Dal", Quantity: "1", "COD amount (₹)": "125.00" });

  const batch = await download(page, () => page.getByRole("link", { name: "Print packing slips" }).click());
  expect(batch.name).toMatch(/^packing-slips-processing-\d{4}-\d{2}-\d{2}\.pdf$/);
  const batchPages = await pdfPages(batch.bytes);
  expect(batchPages).toHaveLength(1);
  expect(batchPages[0]).toContain(order.orderNumber);
});
