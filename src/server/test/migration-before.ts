import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

const migrations = fileURLToPath(new URL("../db/migrations", import.meta.url));

/**
 * A PGlite database migrated up to migration `tag` (e.g. "0040") but not through it, to test that
 * migration on the rows an older shop has: fill it, then `migrateTheRest()`.
 */
export async function databaseBefore(tag: string) {
  const client = new PGlite();
  const db = drizzle(client);
  const folder = await mkdtemp(join(tmpdir(), `migrations-before-${tag}-`));
  await cp(migrations, folder, { recursive: true });
  const journal = JSON.parse(await readFile(join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(join(folder, "meta/_journal.json"), JSON.stringify(journal));
  await migrate(db, { migrationsFolder: folder });
  return {
    client,
    migrateTheRest: () => migrate(db, { migrationsFolder: migrations }),
    close: async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
