// `npm run bench:profile -- <route>`: where the server's CPU goes for ONE route under load. Runs the
// production server with `--cpu-prof` on a throwaway PostgreSQL (fsync on), loads the route as the
// API bench does, and prints the share and µs per request of each of the shop's files and each
// package. Routes: no-db (the catalogue JSON), cart (read the cart), add (add to cart), reviews (a
// product's reviews page), orders (an add to cart and an order, its PDF drawn after it). A busy
// machine inflates every figure: compare shares, or runs of the same minutes.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "~/server/db/client";
import * as api from "./api";
import { createBenchPromo, createBenchUsers, seedReviews } from "./fixtures";
import { buildForBench, fillCart, startBenchPostgres, startShop } from "./server";

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: Frame; children?: number[] }[]; startTime: number; samples: number[]; timeDeltas: number[] };

/**
 * Who a sample's time belongs to: the innermost frame in the shop's source (by file) or in a package
 * (by name; hono by file, as its middleware are ours to choose), else Node's or V8's own work.
 */
function owner(stack: Frame[]): string {
  for (const f of stack) {
    const found = f.url.match(/src\/server\/.+|node_modules\/(hono\/dist\/[^.]+|(?:@[^/]+\/)?[^/]+)/);
    if (found) return found[1] ?? found[0];
  }
  return stack[0]!.url.startsWith("node:") ? "Node's HTTP, streams and sockets" : stack[0]!.functionName;
}

/** The busy time of a `--cpu-prof` profile by owner, from the first sample inside Hono to the last. */
function summariseProfile(file: string, requests: number): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  // The compiled server's frames are mapped back to their source files through its source map.
  const maps = new Map<string, SourceMap | undefined>();
  for (const { callFrame: f } of profile.nodes) {
    if (!f.url.startsWith("file:") || !f.url.endsWith(".mjs")) continue;
    const mapFile = `${fileURLToPath(f.url)}.map`;
    if (!maps.has(mapFile)) maps.set(mapFile, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : undefined);
    const entry = maps.get(mapFile)?.findEntry(f.lineNumber, f.columnNumber);
    if (entry && "originalSource" in entry) f.url = entry.originalSource;
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id] as const)));
  const stackOf = (id: number) => { const stack: Frame[] = []; for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!.callFrame); return stack; };
  let time = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (time += delta));
  const stacks = profile.samples.map(stackOf);
  const inRequest = stacks.map((stack) => stack.some((f) => f.url.includes("hono/dist/hono-base")));
  const totals = new Map<string, number>();
  let busy = 0;
  for (let i = inRequest.indexOf(true); i >= 0 && i <= inRequest.lastIndexOf(true); i += 1) {
    if (stacks[i]![0]!.functionName === "(idle)") continue;
    const dt = (times[i + 1] ?? times[i]!) - times[i]!;
    busy += dt;
    totals.set(owner(stacks[i]!), (totals.get(owner(stacks[i]!)) ?? 0) + dt);
  }
  return [
    `busy ${(busy / 1e6).toFixed(2)} s, ${requests} requests, ${(busy / requests).toFixed(1)} µs/request`,
    ...[...totals].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([name, us]) => `${((us / busy) * 100).toFixed(1).padStart(5)}% ${(us / requests).toFixed(1).padStart(6)} µs  ${name}`),
  ].join("\n");
}

const route = process.argv[2] ?? "cart";
const ROUTES = ["no-db", "cart", "add", "reviews", "orders"];
if (!ROUTES.includes(route)) {
  console.error(`usage: npm run bench:profile -- ${ROUTES.join("|")}`);
  process.exit(2);
}
const buildDir = "build-bench";
await buildForBench(buildDir);

const profileDir = mkdtempSync(path.join(tmpdir(), "shop-profile-"));
const postgres = await startBenchPostgres();
const database = await openDatabase({ url: postgres.benchUrl, poolMax: 4 });
const shop = await startShop({ databaseUrl: postgres.benchUrl, buildDir, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] });
try {
  const users = route === "no-db" || route === "reviews" ? [] : await createBenchUsers(database.db, 50, "profile");
  for (const user of users) await fillCart(shop, user);
  if (route === "reviews") await seedReviews(database.db, "1", 40);
  if (route === "orders") await createBenchPromo(database.db);
  const run = { "no-db": () => api.noDatabaseRoute(shop), cart: () => api.cartRead(shop, users), add: () => api.addToCart(shop, users), reviews: () => api.reviewsPage(shop), orders: () => api.placeOrders(shop, users, database.db) };
  const figures = await run[route as keyof typeof run]();
  console.log(`\n${figures.name}: ${figures.requestsPerSecond} req/s (profiled), p99 ${figures.p99Ms} ms, ${figures.total} requests\n`);
  await shop.stop(); // the profile is written as the server exits
  const [profile] = readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile"));
  if (!profile) throw new Error(`no profile written in ${profileDir}`);
  console.log(`${summariseProfile(path.join(profileDir, profile), figures.total)}\nprofile: ${path.join(profileDir, profile)}`);
} finally {
  await shop.stop();
  await database.close();
  await postgres.stop();
}
