import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Invariants, PgbenchFigures } from "./api";
import type { LoadFigures } from "./load";
import type { Chunk, PageFigures } from "./web";

type OrderFigures = LoadFigures & { ordersPerSecond: number; orders: number };

export type BenchResults = {
  date: string;
  machine: { cores: number; memoryGiB: number; node: string; cpu: string };
  command: string;
  web?: { pages: PageFigures[]; chunks: Chunk[]; firstLoadJsGzip: number };
  api?: {
    /** Bare Hono answering the no-database route's bytes: the framework's ceiling (absent in runs before it was measured). */
    bare?: LoadFigures;
    postgres: Record<"noDatabase" | "reviews" | "cartRead" | "addToCart" | "applyPromo", LoadFigures> & { orders: OrderFigures; ordersTwoWorkers: OrderFigures } & DocumentRuns;
    invariants: Invariants;
    pgbench: PgbenchFigures;
    pglite: Record<"noDatabase" | "reviews" | "cartRead", LoadFigures>;
  };
  growth?: Record<"ordersFew" | "ordersMany" | "reviewsFew" | "reviewsMany", LoadFigures>;
};

const DATA_FILE = "docs/benchmarks.json";
const REPORT_FILE = "docs/benchmarks.md";
const NOTES_MARKER = "<!-- Everything below this line is kept when `npm run bench` rewrites the file. -->";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mark = (ok: boolean) => (ok ? "✅" : "❌");
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

/** Merges this run's parts into the stored figures (a partial run keeps the others) and rewrites the report. */
export function writeReport(run: BenchResults) {
  const previous: Partial<BenchResults> = existsSync(DATA_FILE) ? JSON.parse(readFileSync(DATA_FILE, "utf8")) : {};
  const results: BenchResults = { ...previous, ...run, web: run.web ?? previous.web, api: run.api ?? previous.api, growth: run.growth ?? previous.growth };
  writeFileSync(DATA_FILE, `${JSON.stringify(results, null, 2)}\n`);
  const notes = existsSync(REPORT_FILE) ? (readFileSync(REPORT_FILE, "utf8").split(NOTES_MARKER)[1] ?? "") : "\n## Findings, before and after\n";
  writeFileSync(REPORT_FILE, `${render(results)}\n${NOTES_MARKER}${notes}`);
}

/** TBT at the calibrated slowdown, with the slowdown: "88 ms at 2.1×" (– for runs before it was recorded). */
function calibrated(p: PageFigures): string {
  return p.calibratedTbtMs === undefined ? "–" : `${ms(p.calibratedTbtMs)} at ${p.cpuSlowdown}×`;
}

/**
 * The TBT a budget is judged on: as the target phone would have it, at the slowdown calibrated to
 * this host, and the page's own, without the new renderer's first task (decision 037 and its
 * second addendum). Runs from before each figure was recorded fall back to the calibrated TBT,
 * then to TBT at 4×.
 */
function judgedTbtMs(p: PageFigures): number {
  return p.ownTbtMs ?? p.calibratedTbtMs ?? p.tbtMs;
}

const own = (ownMs: number | undefined) => (ownMs === undefined ? "–" : ms(ownMs));

/** Every row of a run recorded before the load count was (decision 043) is the median of 3 loads. */
const LOADS_BEFORE_DECISION_043 = 3;

/** How many loads each row is the median of: "3 loads a page", or with the signed-in rows' own count. */
function loadsAPage(pages: PageFigures[]): string {
  const counts = (rows: PageFigures[]) => [...new Set(rows.map((p) => p.loads ?? LOADS_BEFORE_DECISION_043))].join(" or ");
  const others = counts(pages.filter((p) => !p.signedIn));
  const signedIn = counts(pages.filter((p) => p.signedIn));
  if (!others || !signedIn || others === signedIn) return `${others || signedIn} loads a page`;
  return `${others} loads a page, ${signedIn} for the signed-in rows judged on issue 17's budgets (decision 043)`;
}

/**
 * Each load's own TBT, lowest first, so the median and the spread around it can be read: "5, 12, 40,
 * 41, 48, 120, 260". A load Lighthouse could not audit (NaN, stored as null) shows as – after the
 * others; a run from before each load was kept shows – alone.
 */
function eachLoad(p: PageFigures): string {
  if (!p.ownTbtEachMs) return "–";
  const read = p.ownTbtEachMs.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return [...read, ...Array<string>(p.ownTbtEachMs.length - read.length).fill("–")].join(", ");
}

/**
 * Issue 17's budgets, signed in with a cart of 3 lines: /cart and /checkout LCP ≤ 1.5 s and TBT ≤
 * 100 ms; / and /shop TBT ≤ 100 ms. Absent from runs made before signed-in rows existed.
 */
function slowPhoneBudgets(pages: PageFigures[]): string[] {
  const signedIn = pages.filter((p) => p.signedIn);
  if (signedIn.length === 0) return [];
  const rows = signedIn.map((p) => {
    const needsLcp = p.page === "/cart" || p.page === "/checkout";
    const ok = judgedTbtMs(p) <= 100 && (!needsLcp || p.lcpMs <= 1500);
    const low = p.lowTbtMs === undefined ? "–" : `${ms(p.lowTbtMs)} at ${p.lowCpuSlowdown}×`;
    // The limit stands beside the figure it is judged on (runs before the page's own have only the calibrated one).
    const limit = " (≤ 100 ms)";
    const judgedOnOwn = p.ownTbtMs !== undefined;
    return `| \`${p.page}\` | ${needsLcp ? `${ms(p.lcpMs)} (≤ 1,500 ms)` : "–"} | ${calibrated(p)}${judgedOnOwn ? "" : limit} | ${own(p.ownTbtMs)}${judgedOnOwn ? limit : ""} | ${eachLoad(p)} | ${low} | ${own(p.ownLowTbtMs)} | ${ms(p.tbtMs)} | ${mark(ok)} |`;
  });
  return [
    "Signed in with a cart of 3 lines (issue 17: a slow phone never waits on a blank page). TBT is judged at the CPU slowdown calibrated to this host, as the page's own (see above), median of the loads; each load's own figure stands beside it, lowest first (decision 043). Beside those: TBT at the low end of the calculator's range for that slowdown (`cpuSlowdownRangeFor`: the least this host might need; the range is 1.5× wide up to an index of 1,300 and widens by 1× for each 233 above about 1,650), and at the preset's 4×:",
    "",
    "| page | LCP | TBT, calibrated | the page's own | each load's own | TBT at the range's low end | the page's own there | TBT at 4× | met |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ];
}

export function render(r: BenchResults): string {
  const lines: string[] = [
    "# Benchmarks",
    "",
    `Written by \`${r.command}\` on ${r.date} (UTC). Machine: ${r.machine.cores} cores (${r.machine.cpu}), ${r.machine.memoryGiB} GiB, Node ${r.machine.node}.`,
    "Everything runs on this one machine over 127.0.0.1: the load generator competes with the server and PostgreSQL for the same cores.",
    "Commands: `npm run bench` (all parts) or `npm run bench -- web`, `-- api`, `-- growth`.",
    "",
  ];
  if (r.web) {
    const { pages, chunks, firstLoadJsGzip } = r.web;
    const rendererCpus = [...new Set(pages.map((p) => p.rendererCpu ?? "shared"))];
    lines.push(
      "## Web: what a shopper on a phone gets",
      "",
      `Lighthouse 12 (npm), mobile preset with its default simulated throttling, headless Debian Chromium, ${loadsAPage(pages)}, median of each figure. Budgets: score ≥ 98, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.01.`,
      "Host index: Lighthouse's `benchmarkIndex` of this machine during the page's runs (median). The preset's 4× CPU slowdown is meant for a host of 1,500-2,000; below that, or on a busy host, TBT reads high. So each load is also audited at the slowdown Lighthouse's CPU throttling calculator gives for the index measured in that run (800 is 2×, 1,300 is 3×, 1,533 is 4×; `cpuSlowdownFor` in scripts/bench/web.ts): the \"TBT, calibrated\" column, the same load as the target phone would run it.",
      "The page's own: the calibrated TBT of the same load with the new renderer's first task taken out (`withoutRendererStart` in scripts/bench/web.ts), the task in which Chromium commits the navigation and creates the document's JavaScript context. The shop's Cross-Origin-Opener-Policy makes Chromium start a new renderer for a page opened from another (Lighthouse opens each from about:blank), and on a fast host slowed 9× that task alone blocks across first paint: the last row, an empty page (a heading and a line, no script, no style sheet) sent with every header the shop sends, measures it. The budgets' TBT is judged on the page's own (decision 037, second addendum).",
      rendererCpus.length === 1 && rendererCpus[0] !== "shared"
        ? `The pages' renderers ran on a CPU of their own (${rendererCpus[0]}), the shop's server, PostgreSQL, Lighthouse and the browser's other processes on the rest (\`isolateRenderers\` in scripts/bench/cpu-isolation.ts): a task they stretch reads 9 times longer at the calibrated slowdown (decision 037, third addendum).`
        : "The pages' renderers shared every CPU with the shop's server, PostgreSQL, Lighthouse and the browser's other processes.",
      "",
      "| page | score | LCP | FCP | TBT at 4× | TBT, calibrated | the page's own | CLS | JS transferred | images transferred | host index | within budget |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...pages.map(
        (p) =>
          `| ${p.emptyPage ? "empty page, the shop's headers" : `\`${p.page}\``}${p.signedIn ? " signed in" : ""} | ${p.score} | ${ms(p.lcpMs)} | ${ms(p.fcpMs)} | ${ms(p.tbtMs)} | ${calibrated(p)} | ${own(p.ownTbtMs)} | ${p.cls.toFixed(3)} | ${kb(p.jsBytes)} | ${kb(p.imageBytes)} | ${p.benchmarkIndex ?? "–"} | ${p.emptyPage ? "–" : mark(p.score >= 98 && p.lcpMs <= 1200 && judgedTbtMs(p) <= 50 && p.cls <= 0.01)} |`,
      ),
      "",
      ...slowPhoneBudgets(pages),
      `JavaScript on the first load of \`/\` (gzip, every script the page loads): **${kb(firstLoadJsGzip)}** (budget 100 KB) ${mark(firstLoadJsGzip <= 100 * 1024)}`,
      "",
      "Client chunks (gzip -9), largest first:",
      "",
      "| file | size | gzip |",
      "|---|---|---|",
      ...chunks.map((c) => `| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzipBytes)} |`),
      "",
    );
  }
  if (r.api) {
    const { postgres: p, pglite, pgbench, invariants: inv, bare } = r.api;
    const ceiling = p.noDatabase.requestsPerSecond;
    const row = (f: LoadFigures, rate = f.requestsPerSecond) =>
      `| ${f.name} | ${rate} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.non2xx}${Object.keys(f.statuses).length ? ` (${Object.entries(f.statuses).map(([s, n]) => `${n}× ${s}`).join(", ")})` : ""}${timedOut(f)} | ${bare ? pct(rate, bare.requestsPerSecond) : "–"} | ${pct(rate, ceiling)} | ${pct(rate, pgbench.transactionsPerSecond)} |`;
    lines.push(
      "## API: what a crowd of shoppers does",
      "",
      "autocannon (npm), 50 connections for 10 s each; every signed-in connection is its own customer with its own session cookie; no client asks for compression. Production server (`NODE_ENV=production`) on PostgreSQL 15 with fsync on. The first row is the framework's ceiling: bare Hono on @hono/node-server in its own process, answering the no-database route's exact bytes (`scripts/bench/bare-hono.mjs`); it and the no-database route are run alternately, two rounds each, the better round of each shown.",
      "",
      "| run | req/s | p50 | p99 | non-2xx | vs bare Hono | vs no-DB route | vs pgbench -S |",
      "|---|---|---|---|---|---|---|---|",
      ...(bare ? [row(bare)] : []),
      row(p.noDatabase),
      row(p.reviews),
      row(p.cartRead),
      row(p.addToCart),
      row(p.applyPromo),
      row(p.orders),
      row({ ...p.ordersTwoWorkers, name: `${p.ordersTwoWorkers.name}, 2 workers` }),
      ...documentRows(p, row),
      "",
      `Orders placed: **${p.orders.ordersPerSecond} orders/s with 1 worker, ${p.ordersTwoWorkers.ordersPerSecond} orders/s with 2** (WEB_CONCURRENCY; ${p.orders.orders} and ${p.ordersTwoWorkers.orders} orders in 10 s; each order request follows an add-to-cart on the same connection, so the run's req/s counts both; the load generator and PostgreSQL share the same 2 cores). Budget ≥ 500 orders/s ${mark(Math.max(p.orders.ordersPerSecond, p.ordersTwoWorkers.ordersPerSecond) >= 500)}.`,
      "",
      `Ceilings: ${bare ? `bare Hono ${bare.requestsPerSecond} req/s; ` : ""}the no-database route (the catalogue as JSON) ${ceiling} req/s; \`pgbench -S -c ${pgbench.clients} -j 2 -T 10\` on the same PostgreSQL ${pgbench.transactionsPerSecond} tps (average latency ${pgbench.latencyMs} ms).`,
      "",
      "| budget | figure | met |",
      "|---|---|---|",
      ...(bare
        ? [
            `| no-DB route ≥ 60% of bare Hono | ${pct(p.noDatabase.requestsPerSecond, bare.requestsPerSecond)} | ${mark(p.noDatabase.requestsPerSecond >= bare.requestsPerSecond * 0.6)} |`,
            `| no-DB route p99 ≤ 2× bare Hono's | ${p.noDatabase.p99Ms} ms against ${bare.p99Ms} ms | ${mark(p.noDatabase.p99Ms <= bare.p99Ms * 2)} |`,
            `| cart read ≥ 35% of bare Hono | ${pct(p.cartRead.requestsPerSecond, bare.requestsPerSecond)} | ${mark(p.cartRead.requestsPerSecond >= bare.requestsPerSecond * 0.35)} |`,
            `| add to cart ≥ 30% of bare Hono | ${pct(p.addToCart.requestsPerSecond, bare.requestsPerSecond)} | ${mark(p.addToCart.requestsPerSecond >= bare.requestsPerSecond * 0.3)} |`,
          ]
        : []),
      `| cart read ≥ 25% of the no-DB route, p99 ≤ 25 ms | ${pct(p.cartRead.requestsPerSecond, ceiling)}, p99 ${p.cartRead.p99Ms} ms | ${mark(p.cartRead.requestsPerSecond >= ceiling * 0.25 && p.cartRead.p99Ms <= 25)} |`,
      `| add to cart ≥ 15% of the no-DB route | ${pct(p.addToCart.requestsPerSecond, ceiling)} | ${mark(p.addToCart.requestsPerSecond >= ceiling * 0.15)} |`,
      `| place order ≥ 500 orders/s | ${p.orders.ordersPerSecond} (1 worker), ${p.ordersTwoWorkers.ordersPerSecond} (2 workers) | ${mark(Math.max(p.orders.ordersPerSecond, p.ordersTwoWorkers.ordersPerSecond) >= 500)} |`,
      "",
      ...documentBudgets(p),
      `Invariants after the order run: ${inv.orders} orders; orders without items ${inv.ordersWithoutItems}; totals not equal to items − discount − rewards + shipping − round off ${inv.totalsWrong}; promo used_count not equal to its orders ${inv.promosMiscounted}; promo over its limit ${inv.promosOverLimit}; placed orders without a tax invoice ${inv.ordersWithoutInvoice ?? "–"}; invoice numbers missing ${inv.invoiceNumberGaps ?? "–"} ${mark(inv.ordersWithoutItems + inv.totalsWrong + inv.promosMiscounted + inv.promosOverLimit + (inv.ordersWithoutInvoice ?? 0) + (inv.invoiceNumberGaps ?? 0) === 0)}`,
      "",
      "The same server on PGlite (embedded, one query at a time; one signed-in customer shared by all connections):",
      "",
      "| run | req/s | p50 | p99 | non-2xx |",
      "|---|---|---|---|---|",
      ...[pglite.noDatabase, pglite.reviews, pglite.cartRead].map((f) => `| ${f.name} | ${f.requestsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.non2xx}${timedOut(f)} |`),
      "",
    );
  }
  if (r.growth) {
    const g = r.growth;
    const ratio = (a: LoadFigures, b: LoadFigures) => b.p99Ms / Math.max(1, a.p99Ms);
    lines.push(
      "## Growth: 10 rows against 10,000",
      "",
      "autocannon, 10 connections for 5 s each, first page of each list. Budget: p99 ratio ≤ 1.5.",
      "",
      "| list | p99 at 10 | p99 at 10,000 | ratio | met |",
      "|---|---|---|---|---|",
      `| account orders (one customer) | ${g.ordersFew.p99Ms} ms | ${g.ordersMany.p99Ms} ms | ${ratio(g.ordersFew, g.ordersMany).toFixed(2)} | ${mark(ratio(g.ordersFew, g.ordersMany) <= 1.5)} |`,
      `| product reviews (one product) | ${g.reviewsFew.p99Ms} ms | ${g.reviewsMany.p99Ms} ms | ${ratio(g.reviewsFew, g.reviewsMany).toFixed(2)} | ${mark(ratio(g.reviewsFew, g.reviewsMany) <= 1.5)} |`,
      "",
    );
  }
  return lines.join("\n");
}

/** Issue 40's runs (absent in runs before it): orders with no PDF drawn, and cart reads beside an order run. */
type DocumentRuns = { ordersWithoutDrawing?: OrderFigures; duringOrders?: { alone: LoadFigures; cartRead: LoadFigures; orders: OrderFigures } };

function documentRows(p: DocumentRuns, row: (f: LoadFigures) => string): string[] {
  if (!p.ordersWithoutDrawing || !p.duringOrders) return [];
  return [row(p.ordersWithoutDrawing), row(p.duringOrders.alone), row(p.duringOrders.cartRead), row(p.duringOrders.orders)];
}

/** Issue 40's three ratios, each within this run: PDFs drawn off the request thread, reviews read in one pass. */
function documentBudgets(p: DocumentRuns & Record<"reviews" | "cartRead", LoadFigures> & { orders: OrderFigures }): string[] {
  if (!p.ordersWithoutDrawing || !p.duringOrders) return [];
  const { ordersWithoutDrawing: ceiling, duringOrders: during } = p;
  return [
    "",
    `Tax documents off the request thread (decision 046): ${p.orders.ordersPerSecond} orders/s with each invoice's PDF drawn after it, against ${ceiling.ordersPerSecond} orders/s from a server that draws none (\`BENCH_SKIP_DOCUMENT_DRAWING\`, the ceiling; two rounds of each alternated, the better kept); a cart read's p99 ${during.cartRead.p99Ms} ms during an order run (${during.orders.ordersPerSecond} orders/s beside it) against ${during.alone.p99Ms} ms alone just before. The reviews page and the cart read rows are the better of two alternated rounds each.`,
    "",
    "| budget | figure | met |",
    "|---|---|---|",
    `| orders/s with PDFs drawn ≥ 80% of orders/s with none | ${pct(p.orders.orders, ceiling.orders)} (${p.orders.orders} orders in 10 s against ${ceiling.orders}) | ${mark(p.orders.orders >= ceiling.orders * 0.8)} |`,
    `| cart read p99 during orders ≤ 2× alone | ${during.cartRead.p99Ms} ms against ${during.alone.p99Ms} ms | ${mark(during.cartRead.p99Ms <= during.alone.p99Ms * 2)} |`,
    `| reviews page req/s ≥ cart read's | ${p.reviews.requestsPerSecond} against ${p.cartRead.requestsPerSecond} | ${mark(p.reviews.requestsPerSecond >= p.cartRead.requestsPerSecond)} |`,
    "",
  ];
}

/** Requests autocannon gave up on (10 s), named beside the non-2xx count when there were any. */
function timedOut(figures: { timeouts?: number }): string {
  return figures.timeouts ? `, ${figures.timeouts} unanswered after 10 s` : "";
}
