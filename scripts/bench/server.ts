import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { serverEntry } from "../build/server.mjs";
import { freePort, waitForHealth } from "../lib/net.mjs";

export const BENCH_SECRET = "bench-secret-that-is-at-least-32-characters-long";

export type RunningServer = { url: string; origin: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the production server (NODE_ENV=production) on 127.0.0.1, on PostgreSQL or on PGlite, as
 * production runs it: the compiled server of `buildDir` (index.ts compiles it after the build).
 */
/** `workers`: server processes (WEB_CONCURRENCY); PostgreSQL only, PGlite always runs one. */
export async function startShop({ databaseUrl, buildDir, poolMax, workers = 1 }: { databaseUrl?: string; buildDir: string; poolMax?: number; workers?: number }): Promise<RunningServer> {
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
