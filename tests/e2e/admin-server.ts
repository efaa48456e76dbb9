import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { freePort, waitForHealth } from "../../scripts/lib/net.mjs";
import { expect, request as playwrightRequest, type Browser, type BrowserContext } from "@playwright/test";
import { test } from "./fixtures";

// The back office needs a staff member, and the first one is made only from the command line
// (`npm run staff:grant`), which opens the database itself. The shared e2e server holds its
// embedded database open, so the back-office journeys run against servers of their own. The
// global setup (global-setup.ts here) makes one database with a staff member the real way (sign up
// through the API, stop the server, grant the role with the command); each server starts on a
// copy of it, so a file waits for one start, not for a fresh database, a grant and two starts.

const root = path.resolve(import.meta.dirname, "..", "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

/** The staff member in the template database (each server has its own copy). */
export const TEMPLATE_STAFF: StaffMember = { email: "staff@example.com", password: "mustard-oil-123", name: "Ravi Staff" };

export type AdminServer = {
  baseURL: string;
  grantStaff(email: string): Promise<string>;
  runWhileStopped(script: string, args: string[]): Promise<string>;
  /** Stops the server and starts it again on the same database with these variables changed (e.g. SHOP_TEST_NOW, to move the shop's clock). */
  restart(changedEnv: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A server of the compiled shop on a copy of the template database (E2E_ADMIN_TEMPLATE, set by the
 * global setup), or on an empty one when there is none. `extraEnv` adds to or overrides the
 * server's environment (e.g. SMTP_URL for the e-mail journey).
 */
export async function startAdminServer(extraEnv: Record<string, string> = {}): Promise<AdminServer> {
  const port = await freePort();
  mkdirSync(path.join(root, ".tmp"), { recursive: true });
  const env = {
    ...process.env,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(root, ".tmp", "e2e-admin-")),
    BETTER_AUTH_SECRET: "e2e-admin-secret-that-is-at-least-32-characters",
    LOG_LEVEL: "warn",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    ...extraEnv,
  };
  const template = process.env.E2E_ADMIN_TEMPLATE;
  if (template) cpSync(template, env.DATA_DIR, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  async function start() {
    server = spawn(process.execPath, ["scripts/start.mjs"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    await waitForHealth(`${baseURL}/api/health`, server, 90);
  }

  async function stop() {
    const running = server;
    server = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  }

  await start();
  return {
    baseURL,
    stop,
    async restart(changedEnv: Record<string, string>) {
      await stop();
      Object.assign(env, changedEnv);
      await start();
    },
    /** Stops the server, runs `npm run staff:grant`'s script on its database, starts it again; returns the command's output. */
    grantStaff: (email: string) => runWhileStopped("src/server/cli/staff-grant.ts", [email]),
    runWhileStopped,
  };

  /** Stops the server, runs a script on its database (only one process may open PGlite's folder), starts it again; returns the script's output. */
  async function runWhileStopped(script: string, args: string[]) {
    await stop();
    const result = spawnSync(tsx, [script, ...args], { cwd: root, env, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${script} failed (${result.status}): ${result.stderr}`);
    await start();
    return result.stdout;
  }
}

export type StaffMember = { email: string; password: string; name: string };

/** A back-office server whose database has one staff member, made as the first one really is (see the top of this file). */
export async function startAdminServerWithStaff(extraEnv: Record<string, string> = {}): Promise<{ server: AdminServer; staff: StaffMember }> {
  if (!process.env.E2E_ADMIN_TEMPLATE) throw new Error("No template database: run the browser tests through playwright.config.ts, whose global setup makes it");
  return { server: await startAdminServer(extraEnv), staff: TEMPLATE_STAFF };
}

/** Makes the template database in `dataDir`: signs TEMPLATE_STAFF up through the API, then grants the role with `npm run staff:grant`. */
export async function makeTemplateDatabase(dataDir: string): Promise<void> {
  const server = await startAdminServer({ DATA_DIR: dataDir });
  try {
    const api = await playwrightRequest.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { Origin: server.baseURL } });
    expect((await api.post("/api/auth/sign-up/email", { data: TEMPLATE_STAFF })).ok()).toBe(true);
    await api.dispose();
    expect(await server.grantStaff(TEMPLATE_STAFF.email)).toContain(`${TEMPLATE_STAFF.email} is now staff`);
  } finally {
    await server.stop();
  }
}

/**
 * For a spec file whose tests share one back-office server with a staff member: started before the
 * file's tests (which then run one after another), stopped after them. Read `server` and `staff`
 * inside tests and hooks.
 */
export function adminServerWithStaffForFile(extraEnv: Record<string, string> = {}): { server: AdminServer; staff: StaffMember } {
  const shared = {} as { server: AdminServer; staff: StaffMember };
  test.describe.configure({ mode: "serial" });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    Object.assign(shared, await startAdminServerWithStaff(extraEnv));
  });
  test.afterAll(async () => {
    await shared.server?.stop();
  });
  return shared;
}

/** A browser context signed in as the file's staff member: its `request` calls the back office's API. */
export async function staffContext(browser: Browser, { server, staff }: { server: AdminServer; staff: StaffMember }): Promise<BrowserContext> {
  const context = await browser.newContext();
  const signedIn = await context.request.post(`${server.baseURL}/api/auth/sign-in/email`, { data: { email: staff.email, password: staff.password }, headers: { Origin: server.baseURL } });
  expect(signedIn.ok()).toBe(true);
  return context;
}
