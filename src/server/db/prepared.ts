import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "./client";

/**
 * A statement on a hot path (every signed-in request, the cart), built once per database and
 * prepared by name: Drizzle compiles its SQL once, and PostgreSQL parses and plans it once per
 * connection instead of on every request (docs/decisions/031-prepared-hot-reads.md).
 *
 *   const cartLines = preparedPerDatabase((db) => db.select(…).where(eq(t.userId, sql.placeholder("userId"))).prepare("cart_lines"));
 *   const rows = await cartLines(db).execute({ userId });
 *
 * The name must be unique in the shop, and the statement's text must never depend on a request.
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
