import { spawn } from "node:child_process";
import { freePort, waitForHealth } from "../../../scripts/lib/net.mjs";
import { apiClientFor } from "./api-client";
import { signUpThrough } from "./users";

// The real server as a child process, for a listening socket, a process to stop, or two at once.

export { freePort, waitForHealth };

/**
 * Spawns the server on a free port with `env` added to this process's environment: the TypeScript
 * sources under tsx, or `entry`, a compiled server (scripts/build/server.mjs).
 */
export async function spawnServer(env: Record<string, string>, { entry }: { entry?: string } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, entry ? [entry] : ["--import", "tsx", "src/server/index.ts"], {
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", LOG_LEVEL: "error", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { port, child, base: `http://127.0.0.1:${port}`, exited, stderr: () => stderr };
}

/** A started server with the in-process app's helpers: `request`, `api` and `signUp`. */
export async function startServer(env: Record<string, string>, options: { entry?: string } = {}) {
  const server = await spawnServer(env, options);
  await waitForHealth(`${server.base}/api/health`, server.child);
  const origin = server.base;
  // The typed client builds URLs on http://localhost/api: sent to this server instead.
  const live = {
    request: (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input);
      return fetch(`${server.base}${url.pathname}${url.search}`, init);
    },
  };

  function request(method: string, url: string, { body, cookie, from }: { body?: unknown; cookie?: string; from?: string } = {}) {
    const headers: Record<string, string> = { Origin: origin, Accept: "application/json" };
    // Each request from a shopper of its own, so the per-address sign-up limit spares the tests;
    // `from` names the client instead, for a test of one client's limits.
    if (env.TRUST_PROXY === "true") headers["X-Forwarded-For"] = from ?? `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(`${server.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  return {
    ...server,
    request,
    api: apiClientFor(live, origin),
    signUp: signUpThrough(request),
    /** SIGTERM, then the exit code. */
    stop: async () => {
      if (server.child.exitCode === null) server.child.kill("SIGTERM");
      return server.exited;
    },
  };
}

export type StartedServer = Awaited<ReturnType<typeof startServer>>;
