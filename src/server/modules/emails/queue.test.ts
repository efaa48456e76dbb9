import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import PgBoss from "pg-boss";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "~/server/test/database";
import { createLogger } from "~/server/logger";
import { bossDb, toDrizzleSql } from "./boss-db";
import { createEmailQueue } from "./queue";

const settings = { worker: false, retryLimit: 1, retryDelaySeconds: 1, messageIdHost: "localhost" };

describe("pg-boss over the shop's Drizzle database", () => {
  it("binds each $n as a parameter, twice when named twice, and refuses a $n it has no value for", () => {
    const { sql: text, params } = new PgDialect().sqlToQuery(toDrizzleSql("select $1::int + $2::int as a, $1::int as b, '$x' as c from t where d = $10", [2, 3, 0, 0, 0, 0, 0, 0, 0, "ten"]));
    expect({ sql: text, params }).toEqual({ sql: "select $1::int + $2::int as a, $3::int as b, '$x' as c from t where d = $4", params: [2, 3, 2, "ten"] });
    expect(() => toDrizzleSql("select $3", [1])).toThrow("pg-boss statement names $3 but has 1 values");
  });

  it("answers pg-boss's statements with values through Drizzle, and its scripts through the driver", async () => {
    const database = await createTestDatabase();
    try {
      const db = bossDb(database.db, database.runScript);
      expect((await db.executeSql("select $1::int + $2::int as sum, $1::int * 10 as tenfold", [2, 3])).rows).toEqual([{ sum: 5, tenfold: 20 }]);
      expect((await db.executeSql("begin; create temp table t (n int); insert into t values (7); commit; select n from t", [])).rows).toEqual([{ n: 7 }]);
      // A failed script leaves no transaction open behind it (PGlite has a single session).
      await expect(db.executeSql("begin; select 1/0; commit", [])).rejects.toThrow("division by zero");
      expect((await db.executeSql("select $1::text as still", ["working"])).rows).toEqual([{ still: "working" }]);
      // Inside a shop transaction only single statements belong: a script there is refused.
      await expect(database.db.transaction((tx) => bossDb(tx).executeSql("select 1", []))).rejects.toThrow("only sends and reads belong there");
    } finally {
      await database.close();
    }
  });

  it("installs its tables and the delivery queue once when several processes start at the same moment (they take turns on advisory locks)", async () => {
    // The install script holds a transaction-scoped advisory lock while it creates the tables.
    expect(PgBoss.getConstructionPlans("pgboss")).toContain("pg_advisory_xact_lock");
    const database = await createTestDatabase();
    const logger = createLogger("silent");
    const queues = Array.from({ length: 4 }, () => createEmailQueue({ database, mailer: { send: async () => {} }, logger, settings }));
    try {
      // On PostgreSQL each start runs on its own pooled connection, so the installs really race.
      await Promise.all(queues.map((queue) => queue.start()));
      const versions = await database.db.execute(sql`select version from pgboss.version`);
      expect(versions.rows).toHaveLength(1);
      const queueRows = await database.db.execute(sql`select name from pgboss.queue`);
      expect(queueRows.rows).toEqual([{ name: "email-delivery" }]);
    } finally {
      for (const queue of queues) await queue.stop();
      await database.close();
    }
  });
});
