import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";

/**
 * Tables a refused request may change by design, each with its reason. Every other table in the
 * public schema must read the same before and after a 4xx.
 */
export const TABLES_A_REFUSAL_MAY_CHANGE: Readonly<Record<string, string>> = {
  // The auth limiter counts every attempt, refused ones above all, and prunes old windows now and then.
  rate_limits: "counts refused attempts on purpose",
};

export type TableChecksums = ReadonlyMap<string, string>;

/** One md5 per table over its rows in a stable order; tables listed from the database, so new ones are covered. */
export async function tableChecksummer(db: Queryable): Promise<() => Promise<TableChecksums>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = tables.rows.map((row) => row.name).filter((name) => !(name in TABLES_A_REFUSAL_MAY_CHANGE));
  const selects = names.map(
    (name) => sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
  );
  const query = sql.join(selects, sql` union all `);
  return async () => {
    const result = await db.execute<{ name: string; sum: string }>(query);
    return new Map(result.rows.map((row) => [row.name, row.sum]));
  };
}

/** The tables whose checksum differs. */
export function changedTables(before: TableChecksums, after: TableChecksums): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}
