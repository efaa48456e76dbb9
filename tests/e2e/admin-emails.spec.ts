import { randomUUID } from "node:crypto";
import { startFakeSmtp, type FakeSmtp } from "../../src/server/test/smtp";
import { startAdminServerWithStaff, type AdminServer, type StaffMember } from "./admin-server";
import { expect, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// docs/product-rules.md#e-mails: an order's confirmation that fails for good shows as Failed in the
// back office, and Resend delivers it once the mail server is back.

test.describe.configure({ mode: "serial" });

let server: AdminServer;
let smtp: FakeSmtp;
let staff: StaffMember;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startFakeSmtp();
  // Down from the start; no retries, so a message fails for good on its first try.
  await smtp.stop();
  ({ server, staff } = await startAdminServerWithStaff({ SMTP_URL: smtp.url, EMAIL_RETRY_LIMIT: "0" }));
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

test("staff see a failed order confirmation and resend it once the mail server is back", async ({ page, playwright }) => {
  const customer = await playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { Origin: server.baseURL } });
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  expect((await customer.post("/api/auth/sign-up/email", { data: { email, password: "mustard-oil-123", name: "Asha Devi" } })).ok()).toBe(true);
  expect((await customer.post("/api/cart/items", { data: { productId: "1" } })).ok()).toBe(true);
  const address = await customer.post("/api/addresses", {
    data: { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" },
  });
  const { address: saved } = (await address.json()) as { address: { id: string } };
  expect((await customer.post("/api/orders", { data: { addressId: saved.id, idempotencyKey: randomUUID() } })).status()).toBe(201);
  await customer.dispose();

  const signIn = await page.request.post(`${server.baseURL}/api/auth/sign-in/email`, { data: { email: staff.email, password: staff.password }, headers: { Origin: server.baseURL } });
  expect(signIn.ok()).toBe(true);
  await page.goto(`${server.baseURL}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "E-mails" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "E-mails" })).toBeVisible();

  // The page opens on failed e-mails; the worker may need a moment to give this one up.
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText("Failed", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText("Order confirmation");
  await expect(row).toContainText("ECONNREFUSED");

  await smtp.start();
  await row.getByRole("button", { name: "Resend" }).click();
  await expect(toast(page, "E-mail queued again")).toContainText(`It will be sent to ${email}`);
  await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 15_000 }).toBe(1);

  await page.getByLabel("Show").selectOption("sent");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Sent");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("table")).toContainText("email.resend");
});
