import { defineConfig } from "drizzle-kit";

// Only generates SQL from the schema; the server applies the files itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/*.ts",
  out: "./src/server/db/migrations",
});
