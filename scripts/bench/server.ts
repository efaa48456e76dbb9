import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildServer, serverEntry } from "../build/server.mjs";
import { freePort, waitForHealth } from "../lib/net.mjs";
import { startPostgres } from "../lib/postgres.mjs";
import type { BenchUser } from "./load";

export const BENCH_SECRET = "bench-secret-that-is-at-least-32-characters-long";

export type RunningServer = { url: string; origin: string; dataDir: string; stop(): Promise<void> };

/**
 * The compiled production server of `buildDir`, as production runs it, on PostgreSQL or (without
 * `databaseUrl`) PGlite, in one process, with `nodeArgs` for Node.
 */
export async function startShop({ databaseUrl, buildDir, env = {}, nodeArgs = [] }: { databaseUrl?: string; buildDir: string; env?: Record<string, string>; nodeArgs?: string[] }): Promise<RunningServer> {
  const shopEnv = { NODE_ENV: "production", HOST: "127.0.0.1", DATABASE_URL: databaseUrl ?? "", WEB_CONCURRENCY: "1", BUILD_DIR: buildDir, BETTER_AUTH_SECRET: BENCH_SECRET, LOG_LEVEL: "warn" };
  return startProcess([...nodeArgs, "--enable-source-maps", serverEntry(buildDir)], { ...shopEnv, ...env }, "/api/health", 60);
}

/** The framework's ceiling (bare-hono.mjs), in its own process like the shop so both are measured alike. */
export async function startBareHono({ body, contentType }: { body: Uint8Array; contentType: string }): Promise<RunningServer> {
  const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), "shop-bench-bare-")), "body");
  writeFileSync(bodyFile, body);
  return startProcess([path.join(import.meta.dirname, "bare-hono.mjs")], { BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: contentType }, "/", 30);
}

/** Node with `args` on a free port and a data folder of its own, once `healthPath` answers. */
async function startProcess(args: string[], env: Record<string, string>, healthPath: string, seconds: number): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-data-"));
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir } });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}${healthPath}`, child, seconds);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, origin: `http://localhost:${port}`, dataDir, stop };
}

/** The production build into `buildDir` (client and server), as `npm run build` makes it; exits on failure. */
export async function buildForBench(buildDir: string): Promise<void> {
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await buildServer(buildDir);
}

/** A throwaway PostgreSQL with its default durability (fsync on) and an empty `shop_bench` database on it. */
export async function startBenchPostgres() {
  const postgres = await startPostgres({ durable: true, maxConnections: 300 });
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query("create database shop_bench");
  await admin.end();
  return { ...postgres, benchUrl: postgres.url.replace(/\/postgres$/, "/shop_bench") };
}

/** The session cookie better-auth set on a sign-up's answer, as a `Cookie` header. */
export function sessionCookie(response: Response): string {
  return response.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => c.includes("session_token")).join("; ");
}

/** POSTs `body` as JSON to the shop with the customer's cookie and the Origin better-auth checks; throws unless 2xx. */
async function post(server: RunningServer, apiPath: string, body: unknown, cookie = ""): Promise<Response> {
  const response = await fetch(`${server.url}${apiPath}`, { method: "POST", headers: { cookie, origin: server.origin, "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${apiPath} failed: ${response.status} ${await response.text()}`);
  return response;
}

/** Adds one of `productId` to the user's cart through the API, as the shop's page does. */
export async function fillCart(server: RunningServer, user: BenchUser, productId = "1") {
  await post(server, "/api/cart/items", { productId }, user.cookie);
}

/** A new customer signed up through the API, with 3 lines in the cart and a saved address (so checkout shows its form): their session cookie. */
export async function signedInWithCart(shop: RunningServer): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.example`;
  const cookie = sessionCookie(await post(shop, "/api/auth/sign-up/email", { email, password: "bench-password-123", name: "Bench Shopper" }));
  for (const productId of ["1", "3", "5"]) await fillCart(shop, { cookie }, productId);
  await post(shop, "/api/addresses", { fullName: "Bench Shopper", phone: "9876543210", addressLine1: "1 Bench Road", city: "New Delhi", state: "Delhi", pincode: "110001" }, cookie);
  return cookie;
}
