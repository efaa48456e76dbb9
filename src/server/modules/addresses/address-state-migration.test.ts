import { readFileSync } from "node:fs";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { addresses } from "~/server/db/schema/customers";
import { orders } from "~/server/db/schema/orders";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { lookUpPincode } from "../pincodes/service";

// Migration 0017: saved addresses whose state is not their pincode's take the pincode's state.

const migration = readFileSync(new URL("../../db/migrations/0017_address-state-from-pincode.sql", import.meta.url), "utf8");
const directoryFile = JSON.parse(readFileSync(new URL("../pincodes/pincode-directory.json", import.meta.url), "utf8")) as { districts: [string, number, string | 0, string][] };

describe("migration 0017: an address's state from its pincode", () => {
  const shop = setUpTestApp();

  it("writes the pincode directory as ranges that give every known pincode its own state", () => {
    const ranges = [...migration.matchAll(/\('(\d{6})', '(\d{6})', '([^']+)'\)/g)].map(([, first, last, state]) => ({ first: first!, last: last!, state: state! }));
    expect(ranges.length).toBeGreaterThan(50);
    ranges.slice(1).forEach((range, i) => expect(range.first > ranges[i]!.last).toBe(true));
    const pincodes = directoryFile.districts.flatMap(([, , , deltas]) => deltas.split(" ").reduce<number[]>((list, delta) => [...list, (list.at(-1) ?? 0) + Number(delta)], []));
    for (const pincode of pincodes.map(String)) {
      const range = ranges.find((candidate) => candidate.first <= pincode && pincode <= candidate.last);
      expect([pincode, range?.state]).toEqual([pincode, lookUpPincode(pincode)!.state]);
    }
  });

  it("corrects saved addresses with another state, audits each, and leaves the rest and placed orders alone", async () => {
    const { user, address: right } = await shopperWithCart(shop, ["1"]);
    const placed = await placeOrderRequest(shop, user, { addressId: right.id, idempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    // Rows saved before the server refused a contradiction: a Delhi pincode as Haryana, a Bharatpur one as Delhi.
    const [delhi, bharatpur] = await shop.db
      .insert(addresses)
      .values([
        { userId: user.id, fullName: "Kavita Sharma", phone: "9876543210", addressLine1: "1 Janpath", city: "New Delhi", state: "Haryana", pincode: "110001" },
        { userId: user.id, fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Delhi", pincode: "321001" },
      ])
      .returning();
    await shop.db.update(orders).set({ shippingState: "Haryana" }).where(eq(orders.id, order.id));

    await shop.db.execute(sql.raw(migration));

    const rows = await shop.db.select({ id: addresses.id, state: addresses.state }).from(addresses).where(eq(addresses.userId, user.id));
    expect(new Map(rows.map((row) => [row.id, row.state]))).toEqual(
      new Map([
        [right.id, "Rajasthan"],
        [delhi!.id, "Delhi"],
        [bharatpur!.id, "Rajasthan"],
      ]),
    );
    const audit = await shop.db.select().from(auditLog).where(inArray(auditLog.entityId, [right.id, delhi!.id, bharatpur!.id]));
    expect(audit.map(({ actorUserId, action, entityId, before, after }) => ({ actorUserId, action, entityId, before, after })).sort((a, b) => a.entityId!.localeCompare(b.entityId!))).toEqual(
      [
        { actorUserId: null, action: "address.state_from_pincode", entityId: delhi!.id, before: { pincode: "110001", state: "Haryana" }, after: { pincode: "110001", state: "Delhi" } },
        { actorUserId: null, action: "address.state_from_pincode", entityId: bharatpur!.id, before: { pincode: "321001", state: "Delhi" }, after: { pincode: "321001", state: "Rajasthan" } },
      ].sort((a, b) => a.entityId.localeCompare(b.entityId)),
    );
    // An order keeps the address it was placed with, as its issued invoice does.
    const [kept] = await shop.db.select({ state: orders.shippingState }).from(orders).where(eq(orders.id, order.id));
    expect(kept!.state).toBe("Haryana");

    // Run again, it finds nothing to correct.
    await shop.db.execute(sql.raw(migration));
    expect(await shop.db.select().from(auditLog).where(eq(auditLog.action, "address.state_from_pincode"))).toHaveLength(2);
  });
});
