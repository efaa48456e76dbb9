import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "./client";

/** Built once per database and prepared by name so PostgreSQL plans it once per connection; the name is unique and the text never depends on a request. */
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
