// `npm start`: builds the client, and compiles the server to JavaScript, when either is missing or
// older than its sources, then runs the compiled server in this process, so SIGTERM reaches it
// directly (docs/decisions/014-…: no TypeScript compiler in the running server). The build's own
// output (a few hundred lines of file sizes) is shown only when it fails, or with
// `npm start -- --verbose`. A worker of several (cluster.ts) runs this file too: it only starts.
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer, serverBuildIsStale, serverEntry } from "./build/server.mjs";

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
if (cluster.isPrimary && builtAt < Math.max(...sources.map(newestMtime))) {
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

if (cluster.isPrimary && serverBuildIsStale(buildDir)) await buildServer(buildDir);
// Error stacks in the logs point into src/, not into the one compiled file.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry(buildDir)).href);
