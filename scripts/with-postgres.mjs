// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes it:
//   node scripts/with-postgres.mjs npx vitest run src/server/modules/cart
import { spawnSync } from "node:child_process";
import { startPostgres } from "./lib/postgres.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}
const postgres = await startPostgres();
try {
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: postgres.url } });
  process.exitCode = status ?? 1;
} finally {
  postgres.stop();
}
