// Compiles the production server (src/server/index.ts and what it imports from src/) into one
// JavaScript file with esbuild: `<BUILD_DIR>/shop-server/index.mjs`, its source map, the document
// drawing processes' entry beside it (document-thread.mjs: a drawing process loads a file of its own, decision
// 046), and the SQL migrations and the pincode directory beside it (src/server/db/migrate.ts and
// modules/pincodes/service.ts find them next to the running module). Packages
// from node_modules stay imports. `npm run build` runs it after the client build; `npm start`
// runs it when the output is missing or older than its sources (docs/decisions/014-…).
//   node scripts/build/server.mjs
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What the compiled server is made from: a change to any of these compiles it again. */
const SOURCES = ["src/server", "src/shared", "package-lock.json", "tsconfig.json", "scripts/build/server.mjs"];

export function serverBuildDir(buildDir = process.env.BUILD_DIR ?? "build") {
  return path.resolve(root, buildDir, "shop-server");
}

export function serverEntry(buildDir) {
  return path.join(serverBuildDir(buildDir), "index.mjs");
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Whether the compiled server is missing or older than one of its sources. */
export function serverBuildIsStale(buildDir) {
  const entry = serverEntry(buildDir);
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
}

/** Compiles the server into `<buildDir>/shop-server/`; returns the entry file. */
export async function buildServer(buildDir) {
  const outDir = serverBuildDir(buildDir);
  // Loaded only to compile: a started server whose compiled copy is fresh never needs esbuild.
  const { build } = await import("esbuild");
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    // document-threads.ts finds the threads' entry next to the module it was bundled into.
    entryPoints: { index: "src/server/index.ts", "document-thread": "src/server/document-thread.ts" },
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    // The oldest Node the shop runs on (package.json engines); 22 and 24 run it as well.
    target: "node20.19",
    // Dependencies are loaded from node_modules as installed, exactly as under tsx.
    packages: "external",
    // The `~/` alias comes from tsconfig.json's paths, which esbuild reads.
    tsconfig: "tsconfig.json",
    sourcemap: "linked",
    // Function and class names as written, for error stacks and CPU profiles.
    keepNames: true,
    logLevel: "warning",
  });
  cpSync(path.join(root, "src/server/db/migrations"), path.join(outDir, "migrations"), { recursive: true });
  // Data files the server reads beside its own module (new URL("./…", import.meta.url)).
  cpSync(path.join(root, "src/server/modules/pincodes/pincode-directory.json"), path.join(outDir, "pincode-directory.json"));
  return path.join(outDir, "index.mjs");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const entry = await buildServer();
  console.log(`Compiled the server into ${path.relative(root, entry)}`);
}
