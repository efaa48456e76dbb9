import { mkdirSync, mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { adminServerWithStaffForFile } from "./admin-server";
import { expect, test } from "./fixtures";
import { toast } from "./storefront-helpers";

// Issue 46: a signed-out shopper asks to hear when a sold-out size is back, confirms by the e-mailed
// link, staff restock it in the back office at 1280 px, and exactly one back-in-stock e-mail arrives.

const root = path.resolve(import.meta.dirname, "..", "..");
mkdirSync(path.join(root, ".tmp"), { recursive: true });
const dataDir = mkdtempSync(path.join(root, ".tmp", "e2e-stock-alerts-"));
const admin = adminServerWithStaffForFile({ DATA_DIR: dataDir });
const url = (p: string) => `${admin.server.baseURL}${p}`;
const headers = () => ({ Origin: admin.server.baseURL });

type Mail = { to: string; subject: string; text: string };
async function mailsTo(to: string, subject: string): Promise<Mail[]> {
  const files = await readdir(path.join(dataDir, "outbox")).catch(() => [] as string[]);
  const mails = await Promise.all(files.filter((name) => name.endsWith(".json")).map(async (file) => JSON.parse(await readFile(path.join(dataDir, "outbox", file), "utf8")) as Mail));
  return mails.filter((mail) => mail.to === to && mail.subject.includes(subject));
}
async function oneMailTo(to: string, subject: string): Promise<Mail> {
  await expect.poll(async () => (await mailsTo(to, subject)).length, { timeout: 15_000 }).toBe(1);
  return (await mailsTo(to, subject))[0]!;
}
const pathOf = (text: string, route: string) => {
  const link = new URL(new RegExp(`https?://\\S+${route}\\?\\S+`).exec(text)![0]);
  return `${link.pathname}${link.search}`;
};

test("a signed-out shopper is e-mailed once when staff restock the size they asked about", async ({ page, browser, allowConsoleErrors }, testInfo) => {
  test.setTimeout(180_000);
  // The press without an address is refused by the server on purpose (400).
  allowConsoleErrors(/status of 400/);
  // One product per screen size: both runs may share a server.
  const productId = testInfo.project.name === "mobile" ? "4" : "5";
  const email = `notify-${testInfo.project.name}-${Date.now()}@example.com`;
  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  expect((await staff.request.post(url("/api/auth/sign-in/email"), { data: { email: admin.staff.email, password: admin.staff.password }, headers: headers() })).ok()).toBe(true);
  expect((await staff.request.post(url(`/api/admin/catalogue/${productId}/stock`), { data: { tracked: true, onHand: 0, note: "Sold out" }, headers: headers() })).ok()).toBe(true);
  const { product } = (await (await staff.request.get(url(`/api/catalogue/products/${productId}`))).json()) as { product: { slug: string; name: string } };
  const { slug, name } = product;

  // The shopper, signed out: the sold-out page offers "Notify me" for an address, in its HTML too
  // (its code comes only with a sold-out page, and the server waits for it).
  expect(await (await page.request.get(url(`/shop/${slug}`))).text()).toContain(`aria-label="Notify me when ${name} is back"`);
  await page.goto(url(`/shop/${slug}`));
  await expect(page.getByText("Out of stock").first()).toBeVisible();
  const notify = page.getByRole("form", { name: `Notify me when ${name} is back` });
  await notify.getByRole("button", { name: "Notify me" }).click();
  await expect(notify.getByText("Please enter your email address")).toBeVisible();
  await notify.getByLabel("Your email").fill(email);
  await notify.getByRole("button", { name: "Notify me" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Please check your inbox" })).toBeVisible();

  // The confirmation link: reading it confirms nothing; the button does.
  const confirmation = await oneMailTo(email, "Confirm");
  await page.goto(url(pathOf(confirmation.text, "/notify-me/confirm")));
  await page.getByRole("button", { name: "Yes, e-mail me when it's back" }).click();
  await expect(page.getByRole("status")).toContainText(`Confirmed. We'll e-mail you once when ${name}`);

  // Staff see one shopper waiting, and restock the item.
  await staff.goto(url("/admin/catalogue"));
  await expect(staff.getByRole("row").filter({ hasText: name }).getByText("1 waiting for restock")).toBeVisible();
  await staff.goto(url(`/admin/catalogue/${productId}`));
  const stock = staff.getByRole("region", { name: "Set stock" });
  await stock.getByRole("textbox", { name: "Units on hand" }).fill("20");
  await stock.getByLabel("Reason").fill("Batch 12 arrived");
  await stock.getByRole("button", { name: "Set stock" }).click();
  await expect(toast(staff, "Stock set")).toContainText("20 on hand");

  // Exactly one back-in-stock e-mail, and none more after a moment; its unsubscribe link works in one click.
  const back = await oneMailTo(email, "is back in stock");
  expect(back.text).toContain(`/shop/${slug}`);
  await staff.waitForTimeout(2_000);
  expect(await mailsTo(email, "is back in stock")).toHaveLength(1);
  await page.goto(url(pathOf(back.text, "/unsubscribe")));
  await expect(page.getByText("You're unsubscribed: we won't e-mail this address when items are back in stock.")).toBeVisible();
});
