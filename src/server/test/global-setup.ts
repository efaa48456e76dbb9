import pg from "pg";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";

export const TEMPLATE_DATABASE = "shop_test_template";

/** On PostgreSQL, migrates one template that each test file copies, instead of migrating per file. */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE}`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const template = await openDatabase({ url: url.toString(), poolMax: 2 });
  try {
    await applyMigrations(template);
  } finally {
    await template.close();
  }
}
