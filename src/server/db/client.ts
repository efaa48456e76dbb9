import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import { isDatabaseUnavailable } from "./pg-errors";
import * as audit from "./schema/audit";
import * as auth from "./schema/auth";
import * as cart from "./schema/cart";
import * as catalogue from "./schema/catalogue";
import * as customers from "./schema/customers";
import * as declarations from "./schema/declarations";
import * as delivery from "./schema/delivery";
import * as emails from "./schema/emails";
import * as gatewayPayments from "./schema/gateway-payments";
import * as invoices from "./schema/invoices";
import * as luckyDraw from "./schema/lucky-draw";
import * as membership from "./schema/membership";
import * as newsletter from "./schema/newsletter";
import * as orders from "./schema/orders";
import * as promos from "./schema/promos";
import * as reviews from "./schema/reviews";
import * as wishlist from "./schema/wishlist";

const schema = { ...auth, ...customers, ...catalogue, ...declarations, ...cart, ...wishlist, ...reviews, ...promos, ...orders, ...newsletter, ...audit, ...luckyDraw, ...emails, ...membership, ...delivery, ...invoices, ...gatewayPayments };

/** What `db.execute` returns on both drivers: the rows (PGlite and node-postgres both have them). */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
type RowsResult<Row> = { rows: (Row extends Record<string, unknown> ? Row : Record<string, unknown>)[] };

export type Database = PgDatabase<RowsResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or a transaction: what a service function that only reads or writes needs. */
export type Queryable = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  pool?: pg.Pool;
  /** Runs a parameterless multi-statement script (PGlite refuses to prepare one); on failure the connection is rolled back, never left mid-transaction. */
  runScript(script: string): Promise<ScriptRows>;
  /** PGlite only: the whole database as one file, which `from` starts another from (tests start from a migrated one). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

type ScriptRows = { rows: Record<string, unknown>[] };

export type DatabaseOptions =
  | { url: string; poolMax?: number }
  /** A folder for the embedded database, or "memory://" for a throwaway one, started from `from` (a PGlite dumpDataDir) if given. */
  | { dataDir: string; from?: Blob };

/** Long on purpose: a busy pool on a slow host must not turn into 503s; a stopped PostgreSQL refuses at once anyway. */
export const CONNECT_TIMEOUT_MS = 30_000;

/** Waits until the database answers, so a process started while PostgreSQL is down waits instead of exiting; logs once a minute. */
export async function waitForDatabase(database: Pick<DatabaseHandle, "runScript">, { onWaiting, intervalMs = 1_000 }: { onWaiting: (error: unknown) => void; intervalMs?: number }): Promise<void> {
  await persistently(() => database.runScript("select 1"), { intervalMs, onWaiting, remindEveryMs: 60_000 });
}

/** Retries `write` while the database is unreachable, for a write recording something already done outside it (an e-mail sent). */
export async function persistently<T>(
  write: () => Promise<T>,
  { intervalMs = 500, onWaiting, remindEveryMs = Infinity }: { intervalMs?: number; onWaiting?: (error: unknown) => void; remindEveryMs?: number } = {},
): Promise<T> {
  let toldAt = -Infinity;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (Date.now() - toldAt >= remindEveryMs || toldAt === -Infinity) {
        onWaiting?.(error);
        toldAt = Date.now();
      }
      await sleep(intervalMs);
    }
  }
}

/** drizzle-orm sends `begin` before its try/finally, so a failed `begin` never returns its connection and each outage shrinks the pool: release it, as broken. */
function releaseOnFailedBegin(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (typeof text !== "string" || !/^begin(?: |$)/.test(text) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : true);
      throw error;
    });
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    // At least two connections: migrations hold a lock on one while applying on another.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: Math.max(2, options.poolMax ?? 10),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An unhandled 'error' on a dropped connection ends the process: every checked-out client gets a listener.
    pool.on("error", () => {});
    pool.on("connect", (client) => {
      client.on("error", () => {});
      releaseOnFailedBegin(client);
    });
    const runScript = async (script: string): Promise<ScriptRows> => {
      const connection = await pool.connect();
      try {
        // A script answers one result per statement; a single statement answers one result.
        const results: unknown = await connection.query(script);
        const last = (Array.isArray(results) ? results.at(-1) : results) as pg.QueryResult | undefined;
        return { rows: last?.rows ?? [] };
      } catch (error) {
        await connection.query("rollback").catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    };
    return { db: drizzlePostgres(pool, { schema }) as unknown as Database, kind: "postgres", pool, runScript, close: () => pool.end() };
  }
  const inMemory = options.dataDir.startsWith("memory://");
  const releaseLock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    const client = inMemory ? new PGlite({ loadDataDir: options.from }) : new PGlite(path.resolve(options.dataDir, "pglite"));
    await client.waitReady;
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: "pglite",
      // PGlite is one session: the script runs under its transaction lock, so nothing slips in mid-script.
      runScript: (script) => client.transaction(async (tx) => ({ rows: (await tx.exec(script)).at(-1)?.rows ?? [] })),
      dump: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** PGlite has no guard against two processes opening one folder (which corrupts it): a pid lock file. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "pglite.lock");
  try {
    closeSync(openSync(lockFile, "wx"));
  } catch {
    const holder = Number(readFileSync(lockFile, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(`The database in ${dataDir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
