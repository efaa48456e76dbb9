// Small helpers for starting servers in tests, benchmarks and scripts: a free loopback port, and
// waiting until a freshly started server answers its health check.
import { createServer } from "node:net";

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; rejects if `child` (the server's process) exits first or
 * `seconds` pass.
 */
export async function waitForHealth(url, child, seconds = 90) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    const healthy = await fetch(url).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
