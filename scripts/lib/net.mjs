// Small helpers for starting servers in tests, benchmarks and scripts: a free loopback port, and
// waiting until a freshly started server answers its health check.
import { createServer } from "node:net";

/**
 * Ports are taken from below the range the system hands out for outgoing connections (Linux
 * 32768-60999, macOS and Windows from 49152). A port found free in that range can be taken by any
 * connection the browser or a test opens in the seconds before the server starting on it listens:
 * CI once failed with EADDRINUSE that way. Below it, only another server can take it.
 */
export const FREE_PORT_RANGE = { from: 10_000, to: 32_000 };

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A TCP port free on 127.0.0.1 right now, chosen at random in FREE_PORT_RANGE. */
export async function freePort() {
  const { from, to } = FREE_PORT_RANGE;
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port on 127.0.0.1 between ${from} and ${to} after 100 tries`);
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
