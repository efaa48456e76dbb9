// `npm start`: builds the client when the build is missing or older than its sources, then runs
// the server in this process (TypeScript through tsx), so SIGTERM reaches it directly. The build's
// own output (a few hundred lines of file sizes) is shown only when it fails, or with
// `npm start -- --verbose`.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const buildDir = process.env.BUILD_DIR ?? "build";
const builtMarker = path.join(buildDir, "server", "index.js");
const sources = ["src/client", "src/shared", "public", "scripts/build", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const verbose = process.argv.includes("--verbose");
const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(
    builtAt
      ? "Sources changed since the last build: building the shop's pages (under a minute)…"
      : "First start: building the shop's pages (about a minute; later starts skip this)…",
  );
  const started = Date.now();
  // Always a production build (minified, production React), whatever NODE_ENV the server runs with.
  const build = spawnSync(process.execPath, [path.join("node_modules", "@react-router", "dev", "bin.js"), "build"], {
    stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) {
    if (!verbose) process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}`);
    console.error("The build failed (its output is above).");
    process.exit(build.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s. Starting the server…`);
}

const { register } = await import("tsx/esm/api");
register();
await import("../src/server/index.ts");
