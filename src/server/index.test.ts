import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The real server process: it starts on an empty data folder, answers, and on SIGTERM finishes
// what it is doing, closes the database and exits cleanly.

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
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
      env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/api/health`, child);

    const inFlight = fetch(`${base}/api/health`);
    const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    expect(stderr).toBe("");
    if (!process.env.TEST_DATABASE_URL) expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });
});
