import { spawn, spawnSync, type ChildProcess } from "node:child_process";
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
 * Starts the production server (NODE_ENV=production) on 127.0.0.1, on PostgreSQL or on PGlite, as
 * production runs it: the compiled server of `buildDir` (index.ts compiles it after the build).
 */
/** `workers`: server processes (WEB_CONCURRENCY); PostgreSQL only, PGlite always runs one. `env`: more variables (a bench-only switch). */
export async function startShop({
  databaseUrl,
  buildDir,
  poolMax,
  workers = 1,
  env = {},
}: {
  databaseUrl?: string;
  buildDir: string;
  poolMax?: number;
  workers?: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-data-"));
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" profiles the server under load.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "--enable-source-maps", serverEntry(buildDir)], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: databaseUrl ?? "",
      DB_POOL_MAX: String(poolMax ?? 10),
      WEB_CONCURRENCY: String(workers),
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      BETTER_AUTH_SECRET: BENCH_SECRET,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/api/health`, child, 60);
  return { url, origin: `http://localhost:${port}`, dataDir, stop: () => stopChild(child) };
}

/**
 * The framework's ceiling: bare Hono on @hono/node-server (bare-hono.mjs) answering every GET with
 * `body` as `contentType`, in its own process like the shop, so both are measured alike.
 */
export async function startBareHono({ body, contentType }: { body: Uint8Array; contentType: string }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-bench-bare-"));
  const bodyFile = path.join(dataDir, "body");
  writeFileSync(bodyFile, body);
  const child: ChildProcess = spawn(process.execPath, [path.join(import.meta.dirname, "bare-hono.mjs")], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: contentType },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/`, child, 30);
  return { url, origin: `http://localhost:${port}`, dataDir, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** The production build into `buildDir` (client and server), as `npm run build` makes it (unminified for reading a profile); exits on failure. */
export async function buildForBench(buildDir: string, { minify = true } = {}): Promise<void> {
  const env = { ...process.env, BUILD_DIR: buildDir, ...(minify ? {} : { BUILD_MINIFY: "false" }) };
  const build = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit", env });
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

/** Adds one of `productId` to the user's cart through the API, as the shop's page does. */
export async function fillCart(server: RunningServer, user: BenchUser, productId = "1") {
  const response = await fetch(`${server.url}/api/cart/items`, {
    method: "POST",
    headers: { cookie: user.cookie, origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ productId }),
  });
  if (!response.ok) throw new Error(`filling a cart failed: ${response.status} ${await response.text()}`);
}

/** A new customer signed up through the API (PGlite runs have no other way in): their session cookie. */
export async function signUpOverHttp(server: RunningServer, name = "PGlite Shopper"): Promise<BenchUser> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.example`, password: "bench-password-123", name }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => c.includes("session_token"))
    .join("; ");
  return { cookie };
}

/** A `Cookie` header's pairs as Playwright's `addCookies` takes them, for the shop at `url`. */
export function cookiesFor(cookie: string, url: string): { name: string; value: string; url: string }[] {
  return cookie.split("; ").map((pair) => {
    const [name = "", value = ""] = pair.split("=");
    return { name, value, url };
  });
}

/** A new customer's session cookie, with 3 lines in the cart and a saved address (so checkout shows its form). */
export async function signedInWithCart(shop: RunningServer): Promise<string> {
  const shopper = await signUpOverHttp(shop, "Bench Shopper");
  for (const productId of ["1", "3", "5"]) await fillCart(shop, shopper, productId);
  const address = await fetch(`${shop.url}/api/addresses`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: shop.origin, "content-type": "application/json" },
    body: JSON.stringify({ fullName: "Bench Shopper", phone: "9876543210", addressLine1: "1 Bench Road", city: "New Delhi", state: "Delhi", pincode: "110001" }),
  });
  if (!address.ok) throw new Error(`saving an address failed: ${address.status} ${await address.text()}`);
  return shopper.cookie;
}
