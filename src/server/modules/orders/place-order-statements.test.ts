import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import type { Database } from "~/server/db/client";
import { createDocumentThreads } from "~/server/document-threads";
import { createBackgroundWork } from "~/server/http/background";
import { createLogger } from "~/server/logger";
import { onPostgres } from "~/server/test/database";
import { newKey } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";

/**
 * What placing an order costs the database, counted on the real one: the app is built over a
 * Drizzle instance that logs every statement it sends. PGlite sends its own begin, commit and rollback, which
 * Drizzle does not see, so only the statements between them are counted on both drivers.
 */
describe("placing an order's statements", () => {
  const shop = setUpTestApp();
  let statements: string[] = [];

  const counted = setUpOnce(async () => {
    const client = (shop.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const logger = { logQuery: (query: string) => void statements.push(query) };
    const db = (onPostgres ? drizzlePostgres({ client: client as pg.Pool, logger }) : drizzlePglite({ client: client as PGlite, logger })) as unknown as Database;
    const documents = createDocumentThreads({ logger: createLogger("silent"), drawLater: false });
    const app = createApp({ env: shop.env, db, auth: shop.auth, emails: shop.emails, logger: createLogger("silent"), background: createBackgroundWork(), documents });
    return { app, documents };
  }, ({ documents }) => documents.stop());

  async function placeOrder(cookie: string, body: Record<string, unknown>) {
    statements = [];
    const response = await counted.app.request("/api/orders", {
      method: "POST",
      headers: { Origin: shop.origin, Accept: "application/json", "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ paymentMethod: "cod", participateLuckyDraw: true, idempotencyKey: newKey(), ...body }),
    });
    const inTransaction = statements.filter((statement) => !/^(begin|commit|rollback)\b/.test(statement));
    return { status: response.status, statements: inTransaction };
  }

  it("places the bench's order (cash on delivery, a promo code) in twelve statements between begin and commit, whatever its lines", async () => {
    for (const products of [["1"], ["1", "3", "5"]]) {
      const { user, address } = await shopperWithCart(shop, products);
      const placed = await placeOrder(user.cookie, { addressId: address.id, promoCode: "LAUNCH10" });
      expect(placed.status).toBe(201);
      // The session's read, then the transaction.
      expect(placed.statements).toHaveLength(1 + 12);
    }
  });

  it("answers a retry of a placed order from its emptied cart", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const idempotencyKey = newKey();
    expect((await placeOrder(user.cookie, { addressId: address.id, idempotencyKey })).status).toBe(201);
    const again = await placeOrder(user.cookie, { addressId: address.id, idempotencyKey });
    expect(again.status).toBe(200);
    // The session; the emptied cart's locking read and the key's look-up in the transaction; the key, the order and its items after it.
    expect(again.statements).toHaveLength(1 + 2 + 3);
  });
});
