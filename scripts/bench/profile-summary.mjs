// Where a server's CPU goes per request, from a `--cpu-prof` profile taken under load:
//   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/prof" npm run bench -- api
//   node scripts/bench/profile-summary.mjs .tmp/prof/<file>.cpuprofile [requests served]
// Each busy sample goes to the innermost middleware or handler on its stack (the shop's own
// middleware, by source file; a compiled server's frames are mapped back through its source map),
// else to the framework layer it is in. With the request count, it prints µs per request.
import { readFileSync } from "node:fs";
const [file, requestsArg] = process.argv.slice(2);
const p = JSON.parse(readFileSync(file, "utf8"));
// Frames of a compiled bundle are mapped back to their source file through its source map.
import { SourceMap } from "node:module";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
const maps = new Map();
for (const n of p.nodes) {
  const f = n.callFrame;
  if (!f.url.endsWith(".mjs") || !f.url.startsWith("file:")) continue;
  const mapFile = fileURLToPath(f.url) + ".map";
  if (!maps.has(mapFile)) maps.set(mapFile, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  const map = maps.get(mapFile);
  const entry = map?.findEntry(f.lineNumber, f.columnNumber);
  if (entry?.originalSource) f.url = entry.originalSource;
}
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stackOf = (id) => { const s = []; for (let x = id; x !== undefined; x = parent.get(x)) s.push(byId.get(x).callFrame); return s; };
const components = [
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
const rules = [
  ["hono routing and compose", (f) => f.url.includes("hono/dist")],
  ["node-server request/response glue", (f) => f.url.includes("node-server")],
  ["tsx loader", (f) => f.url.includes("node_modules/tsx")],
  ["Node HTTP parse/write, sockets", (f) => /node:(_http|net|internal\/stream|internal\/streams|events)/.test(f.url) || ["writev", "writeUtf8String", "writeBuffer", "parse", "(program)"].includes(f.functionName)],
  ["garbage collector", (f) => f.functionName === "(garbage collector)"],
];
let t = p.startTime; const times = p.timeDeltas.map((d) => (t += d));
const stacks = p.samples.map(stackOf);
const inReq = stacks.map((s) => s.some((f) => /hono\/dist\/hono-base/.test(f.url)));
const first = inReq.indexOf(true), last = inReq.lastIndexOf(true);
const totals = new Map(); let busy = 0;
for (let i = first; i <= last; i++) {
  const dt = (times[i + 1] ?? times[i]) - times[i];
  const s = stacks[i];
  if (s[0].functionName === "(idle)") continue;
  busy += dt;
  let name = "other";
  for (const f of s) { const r = components.find(([, m]) => m(f)); if (r) { name = r[0]; break; } }
  if (name === "other") for (const f of s) { const r = rules.find(([, m]) => m(f)); if (r) { name = r[0]; break; } }
  if (name === "other") name = `other: ${s[0].functionName} ${s[0].url.split("/").slice(-2).join("/")}`;
  totals.set(name, (totals.get(name) ?? 0) + dt);
}
const requests = Number(requestsArg ?? 0);
console.log(`busy ${(busy / 1e6).toFixed(2)} s${requests ? `, ${requests} requests, ${(busy / requests).toFixed(1)} µs/request` : ""}`);
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 22))) console.log(`${((v / busy) * 100).toFixed(1).padStart(5)}%${requests ? ` ${(v / requests).toFixed(1).padStart(6)} µs` : ""}  ${k}`);
