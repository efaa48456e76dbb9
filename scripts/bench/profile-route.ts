// `npm run bench:profile -- <route>`: where the server's CPU goes for ONE route under load. Runs the
// production server with `--cpu-prof` on a throwaway PostgreSQL (fsync on), loads the route as the
// API bench does (50 connections, 10 s, a customer per connection), stops the server so the
// profile is written, and prints the share and µs per request of each middleware, the handler, the
// database driver and the framework. Routes: no-db (the catalogue JSON), cart (read the cart), add
// (add to cart). A busy machine inflates every figure; compare shares, or runs of the same minutes.
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase } from "~/server/db/client";
import { buildServer } from "../build/server.mjs";
import * as api from "./api";
import { createBenchUsers } from "./fixtures";
import type { BenchUser, LoadFigures } from "./load";
import { buildForBench, fillCart, startBenchPostgres, startShop, type RunningServer } from "./server";

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: Frame; children?: number[] }[]; startTime: number; samples: number[]; timeDeltas: number[] };

// A sample goes to the innermost of these on its stack: the shop's middleware by source file, the handler, the driver.
const COMPONENTS: [string, (f: Frame) => boolean][] = [
  ["JSON.stringify of the body (c.json)", (f) => f.functionName === "json" && f.url.includes("hono/dist/context")],
  ["body limit (hono/body-limit; on a GET it builds a full undici Request)", (f) => f.url.includes("middleware/body-limit")],
  ["compress()", (f) => f.url.includes("middleware/compress") || f.url.includes("http/compression")],
  ["request id", (f) => /middleware\/request-id|http\/request-id/.test(f.url)],
  ["security headers", (f) => f.url.includes("http/security")],
  ["request metrics (prom-client)", (f) => f.url.includes("http/metrics") || f.url.includes("prom-client")],
  ["request guards (URL check, no-store)", (f) => f.url.includes("http/request-guards")],
  ["session read (cookie check, query call)", (f) => f.url.includes("http/session")],
  ["per-request logger closure (app.ts)", (f) => f.url.includes("src/server/app.ts")],
  ["database (drizzle query building, pg driver and its socket)", (f) => /node_modules\/(drizzle-orm|pg|pg-pool|pg-protocol)\//.test(f.url)],
  ["route handler", (f) => f.url.includes("/modules/")],
  ["response write (node-server: headers, body)", (f) => f.url.includes("node-server") && /responseVia|buildOutgoing|writeFromReadable/.test(f.functionName)],
];
// Else to the framework layer it is in.
const LAYERS: [string, (f: Frame) => boolean][] = [
  ["hono routing and compose", (f) => f.url.includes("hono/dist")],
  ["node-server request/response glue", (f) => f.url.includes("node-server")],
  ["Node HTTP parse/write, sockets", (f) => /node:(_http|net|internal\/stream|internal\/streams|events)/.test(f.url) || ["writev", "writeUtf8String", "writeBuffer", "parse", "(program)"].includes(f.functionName)],
  ["garbage collector", (f) => f.functionName === "(garbage collector)"],
];

/** The busy time of a `--cpu-prof` profile by component, from the first sample inside Hono to the last. */
function summariseProfile(file: string, requests: number): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  // A compiled server's frames are mapped back to their source file through its source map.
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
    const stack = stacks[i]!;
    if (stack[0]!.functionName === "(idle)") continue;
    const dt = (times[i + 1] ?? times[i]!) - times[i]!;
    busy += dt;
    const first = (rules: [string, (f: Frame) => boolean][]) => stack.map((f) => rules.find(([, matches]) => matches(f))?.[0]).find(Boolean);
    const name = first(COMPONENTS) ?? first(LAYERS) ?? `other: ${stack[0]!.functionName} ${stack[0]!.url.split("/").slice(-2).join("/")}`;
    totals.set(name, (totals.get(name) ?? 0) + dt);
  }
  return [
    `busy ${(busy / 1e6).toFixed(2)} s, ${requests} requests, ${(busy / requests).toFixed(1)} µs/request`,
    ...[...totals].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([name, us]) => `${((us / busy) * 100).toFixed(1).padStart(5)}% ${(us / requests).toFixed(1).padStart(6)} µs  ${name}`),
  ].join("\n");
}

const ROUTES = {
  "no-db": (target: Target) => api.noDatabaseRoute(target),
  cart: (target: Target, users: BenchUser[]) => api.cartRead(target, users),
  add: (target: Target, users: BenchUser[]) => api.addToCart(target, users),
} satisfies Record<string, (target: Target, users: BenchUser[]) => Promise<LoadFigures>>;
type Target = { url: string; origin: string };

const route = (process.argv[2] ?? "cart") as keyof typeof ROUTES;
if (!(route in ROUTES)) {
  console.error(`usage: npm run bench:profile -- ${Object.keys(ROUTES).join("|")}`);
  process.exit(2);
}
const buildDir = "build-bench";
// The API needs only the compiled server, rebuilt every time; the client build is kept if there is one.
if (existsSync(path.join(buildDir, "server", "index.js"))) await buildServer(buildDir);
else await buildForBench(buildDir);

const profileDir = mkdtempSync(path.join(tmpdir(), "shop-profile-"));
const postgres = await startBenchPostgres();
let shop: RunningServer | undefined;
try {
  process.env.BENCH_SERVER_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${profileDir}`;
  shop = await startShop({ databaseUrl: postgres.benchUrl, buildDir, poolMax: 10 });
  const database = await openDatabase({ url: postgres.benchUrl, poolMax: 4 });
  const users = route === "no-db" ? [] : await createBenchUsers(database.db, 50, "profile");
  await database.close();
  for (const user of users) await fillCart(shop, user);
  const figures = await ROUTES[route]({ url: shop.url, origin: shop.origin }, users);
  console.log(`\n${figures.name}: ${figures.requestsPerSecond} req/s (profiled), p99 ${figures.p99Ms} ms, ${figures.total} requests\n`);
  await shop.stop();
  shop = undefined;
  const [profile] = readdirSync(profileDir).filter((file) => file.endsWith(".cpuprofile"));
  if (!profile) throw new Error(`no profile written in ${profileDir}`);
  console.log(`${summariseProfile(path.join(profileDir, profile), figures.total)}\nprofile: ${path.join(profileDir, profile)}`);
} finally {
  await shop?.stop();
  await postgres.stop();
}
