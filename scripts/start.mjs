// `npm start`: builds the client when the build is missing or older than its sources, then runs
// the server in this process (TypeScript through tsx), so SIGTERM reaches it directly.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const buildDir = process.env.BUILD_DIR ?? "build";
const builtMarker = path.join(buildDir, "client", "index.html");
const sources = ["src/client", "src/shared", "public", "scripts/build", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? "Sources changed since the last build: building the shop…" : "First start: building the shop…");
  // Always a production build (minified, production React), whatever NODE_ENV the server runs with.
  const build = spawnSync(process.execPath, [path.join("node_modules", "@react-router", "dev", "bin.js"), "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/server/index.ts");
