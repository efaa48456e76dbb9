// `npm run bench:profile -- <route>`: where the server's CPU goes for ONE route under load.
// Builds the production server, starts it on a throwaway PostgreSQL (fsync on) with `--cpu-prof`,
// loads the route with autocannon (50 connections, 10 s, a customer per connection), stops the
// server so the profile is written, and prints scripts/bench/profile-summary.mjs's table: the share
// and µs per request of each middleware, the handler, the database driver and the framework.
// Routes: no-db (the catalogue JSON), cart (read the cart), add (add to cart). Run it on a quiet
// machine: the figures are per request, but a busy machine inflates them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "~/server/db/client";
import { buildServer } from "../build/server.mjs";
import * as api from "./api";
import { createBenchUsers } from "./fixtures";
import type { BenchUser, LoadFigures } from "./load";
import { buildForBench, fillCart, startBenchPostgres, startShop, type RunningServer } from "./server";

const ROUTES = {
  "no-db": (target: Target) => api.noDatabaseRoute(target),
  cart: (target: Target, users: BenchUser[]) => api.cartRead(target, users),
  add: (target: Target, users: BenchUser[]) => api.addToCart(target, users),
} satisfies Record<string, (target: Target, users: BenchUser[]) => Promise<LoadFigures>>;
type Target = { url: string; origin: string };
type Route = keyof typeof ROUTES;

const route = (process.argv[2] ?? "cart") as Route;
if (!(route in ROUTES)) {
  console.error(`usage: npm run bench:profile -- ${Object.keys(ROUTES).join("|")}`);
  process.exit(2);
}
const buildDir = "build-bench";
// The client build only matters for pages; the API needs the compiled server, rebuilt every time.
if (existsSync(path.join(buildDir, "server", "index.js"))) await buildServer(buildDir);
else await buildForBench(buildDir);

const profileDir = mkdtempSync(path.join(tmpdir(), "shop-profile-"));
const postgres = await startBenchPostgres();
let shop: RunningServer | undefined;
try {
  const databaseUrl = postgres.benchUrl;
  process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
  shop = await startShop({ databaseUrl, buildDir, poolMax: 10 });
  const database = await openDatabase({ url: databaseUrl, poolMax: 4 });
  const users = route === "no-db" ? [] : await createBenchUsers(database.db, 50, "profile");
  await database.close();
  const target = { url: shop.url, origin: shop.origin };
  // A cart of one line, as the API bench reads it.
  for (const user of users) await fillCart(shop, user);
  const figures = await ROUTES[route](target, users);
  console.log(`\n${figures.name}: ${figures.requestsPerSecond} req/s (profiled), p99 ${figures.p99Ms} ms, ${figures.total} requests\n`);
  await shop.stop();
  shop = undefined;
  const [profile] = readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile"));
  if (!profile) throw new Error(`no profile written in ${profileDir}`);
  console.log(execFileSync(process.execPath, [path.join(import.meta.dirname, "profile-summary.mjs"), path.join(profileDir, profile), String(figures.total)], { encoding: "utf8" }));
  console.log(`profile: ${path.join(profileDir, profile)}`);
} finally {
  await shop?.stop();
  await postgres.stop();
}
