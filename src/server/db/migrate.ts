import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { DatabaseHandle } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
// Any fixed number: several servers starting at once take turns applying migrations.
const MIGRATION_LOCK = 7_274_911;

export async function applyMigrations({ db, pool }: DatabaseHandle): Promise<void> {
  if (!pool) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator wants its own driver's type
    await migratePglite(db as any, { migrationsFolder });
    return;
  }
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator wants its own driver's type
    await migratePostgres(db as any, { migrationsFolder });
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockHolder.release();
  }
}
