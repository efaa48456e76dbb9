import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { makeTemplateDatabase } from "./admin-server";

/** Makes the back-office servers' template database once, before any worker starts; the workers inherit its folder through the environment. */
export default async function globalSetup() {
  const tmp = path.resolve(".tmp");
  mkdirSync(tmp, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmp, "e2e-admin-template-"));
  await makeTemplateDatabase(dataDir);
  process.env.E2E_ADMIN_TEMPLATE = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
}
