import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, newHydratingPage, test } from "./fixtures";
import { adminServerWithStaffForFile } from "./admin-server";
import { signUpAndOrder } from "./place-order";

const admin = adminServerWithStaffForFile();

/** A customer's order through the shop's own API; its number and total. */
const placeOrder = async (request: APIRequestContext) => (await signUpAndOrder(request, { base: admin.server.baseURL, emailPrefix: "payer" })).order;

const randomUtr = () => String(randomInt(100_000_000_000, 999_999_999_999));

/** An HDFC statement as its website exports it: the bank's lines above the header, the UTR in the narration. */
function hdfcStatement(utr: string, totalPaise: number, unknownUtr: string) {
  return [
    "HDFC BANK Ltd.,,,,,,",
    "DEMO FARM FOODS PRIVATE LIMITED,,,,,,Account No :50200012345678",
    ",,,,,,",
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    `20/11/26,UPI-ASHA DEVI-asha@okaxis-UTIB0000123-${utr}-PAYMENT,0000${utr},20/11/26,,${(totalPaise / 100).toFixed(2)},"45,250.00"`,
    `21/11/26,UPI-UNKNOWN PAYER-someone@ybl-YESB0000001-${unknownUtr}-UPI,,21/11/26,,100.00,"45,350.00"`,
  ].join("\n");
}

test("staff upload a bank statement holding an order's UTR, and the order shows Paid", async ({ browser, page }) => {
  // Setting the order's UTR restarts the server (one process per PGlite folder): longer than a page journey.
  test.setTimeout(180_000);
  const customer = await browser.newContext();
  const order = await placeOrder((await newHydratingPage(customer)).request);
  await customer.close();
  const [utr, unknownUtr] = [randomUtr(), randomUtr()];
  await admin.server.runWhileStopped("tests/e2e/set-upi-payment.ts", [order.orderNumber, utr]);

  const signIn = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(signIn.ok()).toBe(true);
  await page.goto(`${admin.server.baseURL}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Bank statements" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bank statements" })).toBeVisible();

  await page.getByLabel("Bank statement file").setInputFiles({ name: "hdfc-november.csv", mimeType: "text/csv", buffer: Buffer.from(hdfcStatement(utr, order.totalPaise, unknownUtr)) });
  await page.getByRole("button", { name: "Upload and reconcile" }).click();
  // The first statement of a layout asks for its columns, offering the header's likely ones.
  await expect(page.getByRole("heading", { name: "Which column is which?" })).toBeVisible();
  await expect(page.getByLabel("Credit (deposit) amount")).toHaveValue("5");
  await page.getByRole("button", { name: "Save columns and reconcile" }).click();

  await expect(page.getByRole("status").filter({ hasText: "1 order marked paid, 1 credit to decide" })).toBeVisible();
  const credits = page.getByRole("region", { name: "Credits in the statement" });
  await expect(credits.getByRole("row").filter({ hasText: utr })).toContainText("Marked paid");
  await expect(credits.getByRole("row").filter({ hasText: unknownUtr })).toContainText("No order has this UTR");

  await credits.getByRole("link", { name: order.orderNumber }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.locator('[data-status="paid"]')).toHaveText(/Paid/);
  await expect(page.getByRole("button", { name: "Mark paid" })).toHaveCount(0);
});
