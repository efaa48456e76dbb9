import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { pdfText } from "../../src/server/test/pdf";
import { expect, newHydratingPage, randomClientAddress, test } from "./fixtures";
import { adminServerWithStaffForFile } from "./admin-server";
import { formatRupees } from "../../src/shared/money";
import { PASSWORD } from "./auth-helpers";

// The tax invoice (docs/product-rules.md#invoices): the customer downloads it from their order's
// page, staff from the back office's, and a signed-out customer who follows the e-mail's link
// signs in and gets it. Each download is read back as text.

const admin = adminServerWithStaffForFile();
const url = (path: string) => `${admin.server.baseURL}${path}`;

async function pdfTextOf(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return pdfText(bytes);
}

/** A new customer with mustard oil and dal in the cart and a Delhi address, signed in on `request`. */
async function customerWithCart(request: APIRequestContext) {
  const email = `invoice-${randomUUID().slice(0, 8)}@example.com`;
  const headers = { Origin: admin.server.baseURL };
  expect((await request.post(url("/api/auth/sign-up/email"), { headers, data: { email, password: PASSWORD, name: "Kavita Sharma" } })).ok()).toBe(true);
  for (const productId of ["1", "3"]) expect((await request.post(url("/api/cart/items"), { headers, data: { productId } })).ok()).toBe(true);
  const address = await request.post(url("/api/addresses"), {
    headers,
    data: { fullName: "Kavita Sharma", phone: "9876543210", addressLine1: "4 Chandni Chowk", city: "New Delhi", state: "Delhi", pincode: "110006" },
  });
  expect(address.ok()).toBe(true);
  return email;
}

async function placeOrderAtCheckout(page: Page): Promise<string> {
  await page.goto(url("/checkout"));
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(page.getByRole("radio", { name: /4 Chandni Chowk/ })).toBeChecked();
  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-success\/[0-9a-f-]{36}$/);
  return (await page.getByText(/^ORD-\d+-[A-Z0-9]{7}$/).textContent())!;
}

async function invoiceOf(request: APIRequestContext, orderNumber: string) {
  const answer = await request.get(url(`/api/orders/number/${orderNumber}`));
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { order: { invoiceNumber: string; totalPaise: number } }).order;
}

test("a customer downloads the invoice from their order, and staff from the back office", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await customerWithCart(page.request);
  const orderNumber = await placeOrderAtCheckout(page);
  const { invoiceNumber, totalPaise } = await invoiceOf(page.request, orderNumber);
  const payable = formatRupees(totalPaise); // ₹375 + ₹85 + ₹50 shipping = ₹510
  // Rule 46(b): at most 16 characters.
  expect(invoiceNumber).toMatch(/^DFF\/\d{2}-\d{2}\/\d{6}$/);

  await page.goto(url("/account"));
  await page.getByRole("article", { name: `Order ${orderNumber}` }).getByRole("link", { name: orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download credit note" })).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download invoice" }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber.replaceAll("/", "-")}.pdf`);
  const text = await pdfTextOf(download);
  expect(text).toContain("Tax Invoice");
  expect(text).toContain(invoiceNumber);
  expect(text).toContain("Delhi (07)");
  expect(text).toContain(`Amount payable ${payable}`);
  // Delivered in Delhi: CGST and SGST at 2.5% each in their own columns, each line's UQC, the signatory.
  expect(text).toMatch(/CGST\s*rate/);
  expect(text).toMatch(/SGST\s*rate/);
  expect(text).toMatch(/\bBTL\b/);
  expect(text).toMatch(/\bPAC\b/);
  expect(text).toContain("For Demo Farm Foods Private Limited");
  expect(text).toContain("Authorised Signatory");

  // Staff: the same invoice from the order's page in the back office.
  const staffContext = await browser.newContext();
  const staffPage = await newHydratingPage(staffContext);
  const signIn = await staffPage.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(signIn.ok()).toBe(true);
  await staffPage.goto(url(`/admin/orders?q=${orderNumber}`));
  await staffPage.getByRole("link", { name: orderNumber }).click();
  await expect(staffPage.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const [staffDownload] = await Promise.all([staffPage.waitForEvent("download"), staffPage.getByRole("link", { name: /^Invoice/ }).click()]);
  const staffText = await pdfTextOf(staffDownload);
  expect(staffText).toContain(invoiceNumber);
  expect(staffText).toContain(payable);
  await staffContext.close();
});

test("a signed-out customer following the e-mail's invoice link signs in and gets the PDF", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = await customerWithCart(page.request);
  const orderNumber = await placeOrderAtCheckout(page);
  const { invoiceNumber } = await invoiceOf(page.request, orderNumber);

  // A device of its own, with its own client address: contexts made here share 127.0.0.1 otherwise,
  // and the sign-in limit per address (counted over the whole run) would refuse it.
  const signedOut = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() } });
  const visitor = await signedOut.newPage();
  const link = `/api/orders/number/${orderNumber}/invoice.pdf`;
  await visitor.goto(url(link));
  await expect(visitor).toHaveURL(url(`/auth?redirectTo=${encodeURIComponent(link)}`));
  // A page of a context made here, not the fixture's: wait for React as a shopper's first tap needs
  // (under load a click before hydration submitted the bare form and nothing came).
  await expect(visitor.locator("html[data-hydrated=true]")).toHaveCount(1);
  const form = visitor.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(PASSWORD);
  const [download] = await Promise.all([visitor.waitForEvent("download"), form.getByRole("button", { name: "Sign In" }).click()]);
  expect(await pdfTextOf(download)).toContain(invoiceNumber);
  await signedOut.close();
});
