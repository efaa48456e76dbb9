import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "./client";

/**
 * A hot-path statement built once per database and prepared by name, so PostgreSQL plans it once
 * per connection (docs/decisions/031-prepared-hot-reads.md). The name must be unique in the shop,
 * and the text must never depend on a request.
 */
export function preparedPerDatabase<Statement>(prepare: (db: Database) => Statement): (db: Database) => Statement {
  const statements = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) statements.set(db, (statement = prepare(db)));
    return statement;
  };
}

/** The database itself, not a transaction: a prepared statement belongs to the database's connections. */
export const isDatabase = (db: Queryable): db is Database => !(db instanceof PgTransaction);
