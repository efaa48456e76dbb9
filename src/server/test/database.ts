import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { TEMPLATE_DATABASE } from "./global-setup";

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh migrated database for one test file (a template copy on PostgreSQL, else PGlite); close() drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return openDatabase({ dataDir: "memory://", from: new Blob([readFileSync(inject("pgliteTemplate"))]) });
  }
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  await adminQuery(adminUrl, `create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolMax: 30 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
