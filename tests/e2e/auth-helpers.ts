import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { expect } from "./fixtures";
import { dismissLuckyDraw } from "./storefront-helpers";

export const PASSWORD = "mustard-oil-123";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs a new customer up through the API; the cookie is shared with the page. */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string | undefined, name = "Asha Devi") {
  const email = uniqueEmail("auth");
  const response = await request.post("/api/auth/sign-up/email", { data: { email, password: PASSWORD, name }, headers: { Origin: baseURL! } });
  expect(response.ok()).toBe(true);
  return { email, password: PASSWORD, name };
}

/** The header's account controls. */
export const header = (page: Page) => page.getByRole("banner");

type OutboxMail = { to: string; subject: string; text: string; html: string };

/** The newest e-mail the server wrote to its outbox for `to` (the e2e server has no SMTP_URL), if any yet. */
export async function latestOutboxMail(to: string): Promise<OutboxMail | undefined> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const files = await readdir(outbox).catch(() => [] as string[]);
  // Only whole messages: the mailer writes `<name>.json.partial`, then renames it.
  for (const file of files.filter((name) => name.endsWith(".json")).sort().reverse()) {
    const mail = JSON.parse(await readFile(path.join(outbox, file), "utf8")) as OutboxMail;
    if (mail.to === to) return mail;
  }
  return undefined;
}

/** Waits for the e-mail the server wrote to its outbox for `to`. */
export async function readOutboxMail(to: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(async () => (found = await latestOutboxMail(to)) !== undefined, { timeout: 10_000 }).toBe(true);
  return found!;
}

/** The reset link of an e-mail, as a path on the server under test (the e-mail names localhost). */
export function resetPathFrom(text: string): string {
  const match = /https?:\/\/[^\s]+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text);
  expect(match, "a reset link in the e-mail").not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

/** On the home page, whose lucky-draw pop-up opens after a second and hides the header from the accessibility tree: close it. */
export async function atHome(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await dismissLuckyDraw(page);
}

/** What a browser does when the shopper comes back to the tab. */
export async function returnToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
}

const shopperData = /^\/api\/(cart|orders|wishlist|membership|addresses)(\/|$)/;

/**
 * Watches the page's requests for the shopper's own data around Logout. Each one must have been
 * answered before the sign-out was sent, and none may start after: the server would have ended the
 * session by the time such a request reached it. `expectNone()` fails with the ones that did not.
 */
export function watchShopperDataAroundLogout(page: Page) {
  const onTheirWay = new Set<Request>();
  const late: string[] = [];
  let signOut: "not yet" | "sent" | "answered" = "not yet";
  const pathOf = (request: Request) => new URL(request.url()).pathname;
  page.on("request", (request) => {
    if (pathOf(request) === "/api/auth/sign-out") {
      signOut = "sent";
      for (const earlier of onTheirWay) late.push(`on its way as Logout was sent: ${earlier.method()} ${earlier.url()}`);
    } else if (shopperData.test(pathOf(request))) {
      if (signOut !== "not yet") late.push(`asked after Logout was ${signOut}: ${request.method()} ${request.url()}`);
      onTheirWay.add(request);
    }
  });
  const settled = (request: Request) => onTheirWay.delete(request);
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  page.on("response", (response) => {
    if (pathOf(response.request()) === "/api/auth/sign-out") signOut = "answered";
  });
  return {
    expectNone() {
      expect(signOut, "Logout was answered").toBe("answered");
      expect(late, "requests for the shopper's data around Logout").toEqual([]);
    },
  };
}
