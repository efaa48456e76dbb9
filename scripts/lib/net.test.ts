import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { FREE_PORT_RANGE, freePort } from "./net.mjs";

describe("freePort", () => {
  it("gives a port below the range the system hands out for outgoing connections, and free to listen on", async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(FREE_PORT_RANGE.from);
      // Linux hands out 32768-60999 for outgoing connections; macOS and Windows 49152 and up.
      expect(port).toBeLessThan(32_768);
    }
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(ports[0], "127.0.0.1", resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
