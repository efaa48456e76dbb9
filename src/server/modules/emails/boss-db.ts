import { sql, type SQL } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Queryable } from "~/server/db/client";

/** How pg-boss talks to the database: `$1 … $n` text and its values, answered with rows. */
export type BossDb = PgBoss.Db;

/** pg-boss's `$1 … $n` statement as Drizzle `sql`: each placeholder a bound parameter, never spliced into the text. */
export function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const position = Number(match[1]);
    if (position < 1 || position > values.length) throw new Error(`pg-boss statement names $${position} but has ${values.length} values`);
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(values[position - 1] ?? null)}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** pg-boss over the shop's database or a transaction, so a job commits or rolls back with its change; scripts go to `runScript`. */
export function bossDb(db: Queryable, runScript?: (script: string) => Promise<{ rows: unknown[] }>): BossDb {
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        if (!runScript) throw new Error("pg-boss ran a script inside a transaction; only sends and reads belong there");
        return runScript(text);
      }
      return db.execute(toDrizzleSql(text, values));
    },
  };
}
