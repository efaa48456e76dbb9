import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SELECT_ADDRESS_MESSAGE } from "~/shared/schemas/order";
import { setUpTestApp } from "../test/set-up";
import { abbreviate, answerFailures } from "./probe";
import { changedTables, tableChecksummer } from "./table-checksums";

// The fuzz suite's own checks must catch what they claim to, or a green run means nothing.

describe("what the fuzz suite counts as a leak", () => {
  it("flags stack frames, SQL and database errors", () => {
    expect(answerFailures(400, "Error: boom\n    at placeOrder (/work/src/server/modules/orders/service.ts:12:5)")).toContain("leaks stack frame");
    expect(answerFailures(400, 'Failed query: select "id", "name" from "users" where "users"."id" = $1')).toContain("leaks SQL select");
    expect(answerFailures(400, 'duplicate key value violates unique constraint "users_email_unique"')).toContain("leaks database error");
    expect(answerFailures(400, "insert into cart_items values (1)")).toContain("leaks SQL text");
    expect(answerFailures(503, "{}")).toEqual(["status 503"]);
    expect(answerFailures(302, "", "https://evil.example/x", "http://localhost:3000")).toEqual(["redirects off the shop to https://evil.example/x"]);
    expect(answerFailures(302, "", "/account", "http://localhost:3000")).toEqual([]);
  });

  it("does not flag the shop's own words", () => {
    expect(answerFailures(400, JSON.stringify({ error: { message: SELECT_ADDRESS_MESSAGE } }))).toEqual([]);
    expect(answerFailures(200, "Delivered at your door from our farm at Bharatpur")).toEqual([]);
  });

  it("abbreviates a megabyte and shows invisible characters", () => {
    expect(abbreviate(`${"x".repeat(1024 * 1024)}\u0000\ud800`)).toBe("x×1048576\\u0000\\ud800");
  });
});

describe("table checksums", () => {
  const shop = setUpTestApp();

  it("change when a row changes, and only for that table", async () => {
    const checksums = await tableChecksummer(shop.db);
    const before = await checksums();
    expect(changedTables(before, await checksums())).toEqual([]);
    await shop.db.execute(sql`update promo_codes set description = 'changed' where code = 'LAUNCH10'`);
    expect(changedTables(before, await checksums())).toEqual(["promo_codes"]);
  });
});
