import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";

export const TEMPLATE_DATABASE = "shop_test_template";

declare module "vitest" {
  interface ProvidedContext {
    /** A migrated PGlite database (dumpDataDir), for test files that start from it instead of migrating. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template that each test file copies, instead of migrating per file: a database on
 * PostgreSQL, or a dumped data folder for PGlite (a fresh PGlite's initdb alone takes seconds).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return setUpPgliteTemplate(project);
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

async function setUpPgliteTemplate(project: TestProject) {
  const template = await openDatabase({ dataDir: "memory://" });
  const file = path.resolve(".tmp", `pglite-template-${process.pid}.tar`);
  try {
    await applyMigrations(template);
    const dump = await template.dump!();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await template.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rmSync(file, { force: true });
}
