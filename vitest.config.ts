import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { linguiMacros } from "./scripts/build/lingui-macros.mjs";

// Kept apart from vite.config.ts so tests never load the React Router plugin.
export default defineConfig({
  plugins: [linguiMacros()],
  resolve: { alias: { "~": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    globalSetup: ["src/server/test/global-setup.ts"],
    environment: "node",
    // Integration files each build their own database; a few at a time suits 2 cores.
    maxWorkers: 2,
    // 60 s, not 30: CI runners are shared, and a test that signs in a dozen times (a password hash
    // each) took 6 s on a quiet host and over 30 s at load 12. A hang still fails.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
