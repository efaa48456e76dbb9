import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { onPostgres } from "../test/database";

describe.skipIf(!onPostgres)("a transaction whose begin fails (PostgreSQL)", () => {
  it("gives its connection back, so the pool keeps its size and the next query runs", async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL!, poolMax: 2 });
    try {
      // An isolation level PostgreSQL refuses makes `begin` itself fail, as a dropped connection does.
      const refused = { isolationLevel: "no such level" } as unknown as { isolationLevel: "serializable" };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await expect(database.db.transaction(async () => {}, refused)).rejects.toThrow();
      }
      expect(database.pool!.totalCount - database.pool!.idleCount).toBe(0);
      const rows = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(rows.rows[0]?.one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
