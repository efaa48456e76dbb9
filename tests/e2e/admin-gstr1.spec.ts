import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { shopMonthOf } from "../../src/shared/format";
import { adminServerWithStaffForFile } from "./admin-server";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { signUpAndOrder } from "./place-order";

// The accountant's month: staff open Tax → GSTR-1, pick the month and download the file the GST portal imports.

const admin = adminServerWithStaffForFile();

/** A household order delivered in Rajasthan (IGST), through the shop's own API. */
const placeOrder = (request: APIRequestContext) =>
  signUpAndOrder(request, { base: admin.server.baseURL, name: "Sunita Yadav", productId: "4", address: { phone: "9812345678", addressLine1: "44 Sarson Gali" }, participateLuckyDraw: false });

test("staff open Tax → GSTR-1 for a month, see its tables and download the portal's JSON", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext();
  await placeOrder(customer.request);
  await customer.close();
  const month = shopMonthOf(new Date());

  const signIn = await page.request.post(`${admin.server.baseURL}/api/auth/sign-in/email`, { data: { email: admin.staff.email, password: admin.staff.password }, headers: { Origin: admin.server.baseURL } });
  expect(signIn.ok()).toBe(true);
  await page.goto(`${admin.server.baseURL}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Tax" }).click();
  // The navigation fetches the route's code and last month's return: on a busy runner more than the default 7 s.
  await expect(page.getByRole("heading", { level: 1, name: "GSTR-1" })).toBeVisible({ timeout: 20_000 });

  // A month long before the shop opened: nothing to file, nothing to download.
  await page.getByLabel("Month").fill("2020-01");
  await expect(page.getByText("No invoices or credit notes were issued in January 2020.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download JSON for the GST portal" })).toHaveCount(0);

  await page.getByLabel("Month").fill(month);
  await expect(page).toHaveURL(new RegExp(`month=${month}$`));
  await expect(page.getByText("The tables add up to the month's invoices less its credit notes, to the paisa.")).toBeVisible();
  const b2cs = page.getByRole("region", { name: "B2C small, net of credit notes (7)", exact: true });
  await expect(b2cs.getByRole("cell", { name: "08-Rajasthan" })).toBeVisible();
  await expect(b2cs.getByRole("rowheader", { name: "Total (1 row)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Documents issued (13)" })).toBeVisible();
  expect(await seriousViolations(page, { within: "main" })).toEqual([]);

  const started = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download JSON for the GST portal" }).click();
  const download = await started;
  expect(download.suggestedFilename()).toBe(`GSTR1_07AAACD1234F1Z9_${month.slice(5)}${month.slice(0, 4)}.json`);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file).toMatchObject({ gstin: "07AAACD1234F1Z9", fp: `${month.slice(5)}${month.slice(0, 4)}`, b2cs: [{ sply_ty: "INTER", pos: "08", typ: "OE", rt: 5 }] });
  expect(file.doc_issue.doc_det).toEqual([expect.objectContaining({ doc_num: 1, doc_typ: "Invoices for outward supply" })]);
});
