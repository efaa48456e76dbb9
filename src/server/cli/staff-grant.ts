// `npm run staff:grant -- someone@example.com`: makes an existing account staff, from the
// command line, so the very first staff member can be created. Staff grant and revoke others in
// the back office. Uses the same configuration as the server (DATABASE_URL, or PGlite in DATA_DIR;
// stop a PGlite server first: only one process may open its folder).
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { ConfigError, loadEnv } from "../env";
import { ApiError } from "../http/errors";
import { grantStaff } from "../modules/staff/service";
import { grantStaffSchema } from "~/shared/schemas/admin-staff";

async function main(args: string[]): Promise<number> {
  const parsed = grantStaffSchema.safeParse({ email: args[0] ?? "" });
  if (args.length !== 1 || !parsed.success) {
    process.stderr.write("Usage: npm run staff:grant -- someone@example.com (an account that has already signed up)\n");
    return 2;
  }
  const env = loadEnv();
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await applyMigrations(database);
    const { member, changed } = await grantStaff(database.db, null, parsed.data.email);
    process.stdout.write(changed ? `${member.email} is now staff: they can open /admin.\n` : `${member.email} is already staff.\n`);
    return 0;
  } catch (error) {
    if (error instanceof ApiError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(error instanceof ConfigError ? `${error.message}\n` : `staff:grant failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
