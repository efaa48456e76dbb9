import { mkdirSync, mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { adminServerWithStaffForFile } from "./admin-server";
import { expect, test } from "./fixtures";
import { toast } from "./storefront-helpers";
import { signUpAndOrder } from "./place-order";

// Issue 43: a first-time COD shopper confirms through the e-mail's link on a phone; another order left
// unconfirmed is cancelled once the shop's clock passes its 48 hours (SHOP_TEST_NOW, moved by a
// restart); staff take back a shipped parcel as Returned to origin and the shopper sees it.

const root = path.resolve(import.meta.dirname, "..", "..");
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const dataDir = mkdtempSync(path.join(root, ".tmp", "e2e-cod-"));
const placedAt = "2026-11-23T10:00:00+05:30";
const admin = adminServerWithStaffForFile({ DATA_DIR: dataDir, SHOP_TEST_NOW: placedAt });
const url = (p: string) => `${admin.server.baseURL}${p}`;
const headers = () => ({ Origin: admin.server.baseURL });

type Mail = { to: string; subject: string; text: string };
async function mailTo(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const files = await readdir(path.join(dataDir, "outbox")).catch(() => [] as string[]);
      for (const file of files.filter((name) => name.endsWith(".json"))) {
        const mail = JSON.parse(await readFile(path.join(dataDir, "outbox", file), "utf8")) as Mail;
        if (mail.to === to && mail.subject.includes(subject)) found = mail;
      }
      return found !== undefined;
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

/** A new shopper's first COD order through the API: their e-mail and the order. */
async function firstOrder(request: APIRequestContext) {
  return signUpAndOrder(request, { base: admin.server.baseURL, emailPrefix: "cod" });
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  expect((await page.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: headers() })).ok()).toBe(true);
  return page;
}

test("a first COD order is confirmed by its e-mail link, another is cancelled unconfirmed, and a refused parcel comes back", async ({ browser }) => {
  test.setTimeout(240_000);
  const shopper = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const { email, order } = await firstOrder(shopper.request);
  const other = await firstOrder((await browser.newContext()).request);

  // The shopper's order page says what it waits for, beside its status.
  const mine = await shopper.newPage();
  await mine.goto(url(`/account/orders/${order.orderNumber}`));
  await expect(mine.getByText("Waiting for you to confirm")).toBeVisible();

  // The link, opened signed out on a phone: one button confirms; the link then works no more.
  const mail = await mailTo(email, order.orderNumber);
  const link = new URL(/https?:\/\/\S+\/confirm-order\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await phone.goto(url(`${link.pathname}${link.search}`));
  await expect(phone.getByText(`Please confirm your cash on delivery order ${order.orderNumber}`)).toBeVisible();
  await phone.getByRole("button", { name: "Confirm my order" }).click();
  await expect(phone.getByText(`Thank you! Order ${order.orderNumber} is confirmed`)).toBeVisible();
  await phone.reload();
  await expect(phone.getByText("This order is already confirmed. Thank you!")).toBeVisible();
  await mine.reload();
  await expect(mine.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(mine.getByText("Waiting for you to confirm")).toHaveCount(0);

  // Staff see the other order waiting and cannot move it on; then the clock passes its 48 hours.
  const staff = await staffPage(browser);
  await staff.goto(url(`/admin/orders/${other.order.id}`));
  await expect(staff.getByText(/^Awaiting COD confirmation/)).toBeVisible();
  await expect(staff.getByRole("button", { name: "Start processing" })).toHaveCount(0);
  await admin.server.restart({ SHOP_TEST_NOW: "2026-11-25T11:00:00+05:30" });
  await expect.poll(async () => ((await (await staff.request.get(url(`/api/admin/orders/${other.order.id}`))).json()) as { order: { orderStatus: string } }).order.orderStatus).toBe("cancelled");

  // The confirmed order ships, and comes back refused: one line written off.
  await staff.goto(url(`/admin/orders/${order.id}`));
  await staff.getByRole("button", { name: "Start processing" }).click();
  await staff.getByRole("dialog").getByRole("button", { name: "Yes, start processing" }).click();
  await staff.getByRole("button", { name: "Mark shipped" }).click();
  await staff.getByRole("dialog").getByLabel(/^Courier/).fill("Delhivery");
  await staff.getByRole("dialog").getByLabel(/^Tracking number/).fill("DLV123456");
  await staff.getByRole("dialog").getByRole("button", { name: "Yes, mark shipped" }).click();
  await staff.getByRole("button", { name: "Returned to origin" }).click();
  const dialog = staff.getByRole("dialog");
  await dialog.getByRole("button", { name: "Yes, returned to origin" }).click();
  await expect(dialog.getByText("Please say why the parcel came back")).toBeVisible();
  await dialog.getByLabel(/^Why did it come back/).fill("Refused at the door");
  await dialog.getByRole("checkbox").first().check();
  await dialog.getByRole("button", { name: "Yes, returned to origin" }).click();
  await expect(toast(staff, "is now Returned to origin")).toContainText("Order updated");

  for (const width of [375, 1280]) {
    await mine.setViewportSize({ width, height: 800 });
    await mine.reload();
    await expect(mine.getByText("Order: Returned to origin")).toBeVisible();
  }
  expect((await mailTo(email, "has come back to us")).text).toContain("could not be delivered");
});
