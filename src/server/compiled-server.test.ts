import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerDocumentHref } from "~/shared/invoice";
import { buildServer } from "../../scripts/build/server.mjs";
import { newKey } from "./test/checkout";
import { pdfText } from "./test/pdf";
import { startServer, type StartedServer } from "./test/server-process";
import { sampleAddress } from "./test/shopper";

// The compiled server loads its document threads from document-thread.mjs; the other tests run the TypeScript through tsx.

const buildDir = `.tmp/compiled-server-test-${process.pid}`;
let server: StartedServer;

beforeAll(async () => {
  const entry = await buildServer(buildDir);
  server = await startServer({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-compiled-")), BETTER_AUTH_SECRET: "compiled-server-secret-at-least-32-characters" }, { entry });
}, 120_000);

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the compiled server", () => {
  it("answers an order and gives its invoice as a PDF at once after placement", async () => {
    const user = await server.signUp({ email: `compiled-${Date.now()}@example.com` });
    await server.api(user).cart.items.$post({ json: { productId: "3" } });
    const { address } = await (await server.api(user).addresses.$post({ json: sampleAddress })).json();
    const placed = await server.api(user).orders.$post({ json: { addressId: address.id, idempotencyKey: newKey(), paymentMethod: "cod", participateLuckyDraw: false } });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    const answer = await fetch(`${server.base}${customerDocumentHref(order.orderNumber, "invoice")}`, { headers: { Cookie: user.cookie, Accept: "application/pdf" } });
    expect(answer.status).toBe(200);
    expect(await pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain(order.orderNumber);
    expect(server.stderr()).toBe("");
  }, 60_000);
});
