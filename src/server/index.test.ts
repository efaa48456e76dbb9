import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, waitForHealth } from "./test/server-process";

// The real server process: starts on an empty data folder, answers, and on SIGTERM finishes its work and exits cleanly.

/** A sign-up whose body is finished later: `received` settles once the server handles it (on "100 Continue"), so a SIGTERM meets a request in flight. */
function startSlowRequest(port: number) {
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/api/newsletter",
    headers: { "Content-Type": "application/json", Origin: `http://127.0.0.1:${port}`, "Transfer-Encoding": "chunked", Expect: "100-continue" },
  });
  const received = new Promise<void>((resolve, reject) => {
    request.on("continue", resolve);
    request.on("response", (response) => reject(new Error(`answered ${response.statusCode} before reading the body`)));
    request.on("error", reject);
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
  });
  // Awaited only after `received`; a failure before then is reported by `received`.
  answered.catch(() => undefined);
  request.flushHeaders();
  return { request, received, answered };
}

describe("the server process", () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  it("starts on a fresh data folder, then exits cleanly on SIGTERM and releases the database", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "shop-process-"));
    child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
      // An empty BUILD_DIR: CI runs this before the client is built.
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        BUILD_DIR: dataDir,
        LOG_LEVEL: "error",
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child);

    // A request truly in flight: the server is handling it before SIGTERM, its body comes only after.
    const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));
    const { request, received, answered } = startSlowRequest(port);
    await received;
    child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end(JSON.stringify({ email: "late.subscriber@example.com" }));
    expect(await answered).toBe(201);
    expect(await exited).toBe(0);
    expect(stderr).toBe("");
    if (!process.env.TEST_DATABASE_URL) expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  }, 120_000);
});
