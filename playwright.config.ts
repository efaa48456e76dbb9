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
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, browserName: "chromium" } },
    // Only the mobile project runs what is about a phone or sets its own widths: the Hindi journeys
    // run at 375 px (issue 45) whatever the project, the untranslated-text walk reads each page at
    // 375 and 1280 px, and the slow-phone spec throttles a phone's CPU and network.
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: /(hindi-(browse|cart-auth|catalogue|checkout|complaints|orders|untranslated)|slow-phone)\.spec\.ts$/,
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
