import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// One server for the whole run: the production build on a fresh embedded database. The values are
// put in the environment once, so Playwright's worker processes see the same folder and port.
// The port is below the system's range for outgoing connections, as freePort's are (scripts/lib/net.mjs).
process.env.E2E_PORT ??= String(20_000 + (process.pid % 12_000));
process.env.E2E_DATA_DIR ??= path.resolve(".tmp", `e2e-${Date.now()}`);
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];

// Every page is checked at both widths (storefront-pages, storefront-layout, a11y-hands, the
// Hindi walk, the back office's catalogue, dashboard, membership and GSTR-1 specs); a journey that
// checks the server's rules runs once, at the width its user has (docs/decisions/079-journeys-once.md).
/** About a phone, or sets its own widths: the Hindi journeys at 375 px, the walk at 375 and 1280, the slowed phone. */
const phoneOnly = ["hindi-browse", "hindi-cart-auth", "hindi-catalogue", "hindi-checkout", "hindi-complaints", "hindi-orders", "hindi-untranslated", "slow-phone"];
/** A shopper's journey through the server's rules, on the phone most shoppers use. */
const shopperJourneys = [
  "auth-reset",
  "cancel-order",
  "checkout-coupon",
  "checkout-purchase",
  "cod-confirmation",
  "complaints",
  "delivery-holidays",
  "invoices",
  "keep-journey",
  "online-payment",
  "pack-sizes",
  "payment-settings",
  "refunds",
  "returns",
  "reviews-write",
];
/** A staff member's journey through the back office, at the desk. */
const staffJourneys = ["admin-bank-statements", "admin-documents", "admin-emails", "admin-orders"];
/** Fails on a name that matches no spec, so a renamed spec cannot silently drop out of its list. */
function specs(names: string[]) {
  const missing = names.filter((name) => !existsSync(path.resolve("tests/e2e", `${name}.spec.ts`)));
  if (missing.length > 0) throw new Error(`playwright.config.ts names specs that do not exist: ${missing.join(", ")}`);
  return new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);
}

export default defineConfig({
  testDir: "tests/e2e",
  // The back-office servers' template database (tests/e2e/admin-server.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // 60 s, not Playwright's 30: CI runners are shared and a journey that signs up, orders and opens
  // several pages has taken 31 s on a loaded one. A hang still fails; the long journeys set more.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, browserName: "chromium" }, testIgnore: specs(staffJourneys) },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: specs([...phoneOnly, ...shopperJourneys]),
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      BETTER_AUTH_SECRET: "e2e-secret-that-is-at-least-32-characters-long",
      LOG_LEVEL: "warn",
      // Every test sends its own X-Forwarded-For (tests/e2e/fixtures.ts), as shoppers on their own
      // connections would, so the per-address sign-up limit applies without refusing the suite.
      TRUST_PROXY: "true",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
  },
});
