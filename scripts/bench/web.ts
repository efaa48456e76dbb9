import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { defaultPageHeaders } from "../../src/server/http/security";
import { CHROMIUM_PATH } from "../lib/chromium.mjs";
import { freePort } from "../lib/net.mjs";
import { isolateRenderers } from "./cpu-isolation";
import { median } from "./stats";

export const WEB_PAGES = ["/", "/shop", "/bundles", "/shop/hydraulic-pressed-mustard-oil-1l", "/blog"] as const;
/** Measured again signed in, with a cart of 3 lines (issue 17's budgets). */
export const SIGNED_IN_PAGES = ["/cart", "/checkout", "/", "/shop"] as const;
/** Loads of each page; every figure reported is their median. */
export const RUNS = 3;
/**
 * Loads of each page judged on issue 17's budgets (the signed-in rows). One load's own TBT at the
 * calibrated slowdown can read 10 ms and the next over 300 ms for the same build, as Lighthouse's
 * simulation of first paint keeps or drops a task of Chromium's; the median of more loads says what
 * the page usually reads (decision 043).
 */
export const BUDGET_RUNS = 7;

/** Debian's Chromium, headless, as Lighthouse drives it for every bench page. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
  });
}

export type PageFigures = {
  page: string;
  /** Measured with a customer's session cookie (absent in runs before signed-in rows existed). */
  signedIn?: boolean;
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /**
   * TBT of the same load with the CPU slowed to stand for Lighthouse's target phone on this host
   * (`cpuSlowdown`), not by the preset's fixed 4× (absent in runs before it was recorded).
   */
  calibratedTbtMs?: number;
  /** The calibrated CPU slowdown of `calibratedTbtMs` (median of the runs). */
  cpuSlowdown?: number;
  /**
   * TBT of the same load at the low end of the calculator's range for `cpuSlowdown`
   * (`cpuSlowdownRangeFor`), at `lowCpuSlowdown`: how far from a budget the page is if the host
   * needs the least slowdown it might (absent in runs before it was recorded).
   */
  lowTbtMs?: number;
  lowCpuSlowdown?: number;
  /**
   * The page's own TBT: `calibratedTbtMs` and `lowTbtMs` of the same load with the new renderer's
   * first task taken out (`withoutRendererStart`), median. The budgets are judged on it (decision
   * 037, second addendum; absent in runs before it was recorded).
   */
  ownTbtMs?: number;
  ownLowTbtMs?: number;
  /** How many loads the figures are the median of (absent in runs before it was recorded: 3). */
  loads?: number;
  /** The page's own TBT of each load, in the order loaded (absent in runs before it was recorded). */
  ownTbtEachMs?: number[];
  /** The row is the empty page (`startEmptyPage`): what any page of the shop costs the browser. */
  emptyPage?: boolean;
  cls: number;
  jsBytes: number;
  imageBytes: number;
  /**
   * Lighthouse's measure of the host's CPU during the runs (`environment.benchmarkIndex`, median).
   * Its 4× slowdown is meant for a host of 1,500-2,000: on a slower or busier one every TBT reads
   * high, so a run is judged by this first (absent in runs before it was recorded).
   */
  benchmarkIndex?: number;
  /** The CPU the page's renderer had to itself (`isolateRenderers`); absent when it shared them all, and in runs before it was recorded. */
  rendererCpu?: string;
};

/**
 * The CPU slowdown that makes a host stand for the phone Lighthouse's mobile preset means, from the
 * benchmark index Lighthouse measured on it: the curve of Lighthouse's CPU throttling calculator
 * (its docs/throttling.md, "calibrating the CPU slowdown"): an index of 800 is 2×, 1,300 is 3×,
 * 1,533 is the preset's 4×, and each 233 above 1,300 one more.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * The calculator's range for that slowdown: the slowdowns the host might really need. It is 0.5
 * wide below an index of 800 and 1.5 wide up to 1,300; above that it is as wide as the slowdown's
 * distance from 3× (one for each 233 above 1,300), at least 1.5 and 30% of the slowdown, so at 2,800
 * the 9.4× could be anything from 6.2× to 12.7×.
 */
export function cpuSlowdownRangeFor(benchmarkIndex: number): [number, number] {
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  const width = benchmarkIndex >= 1300 ? Math.max((benchmarkIndex - 1300) / 233, 1.5, slowdown * 0.3) : benchmarkIndex >= 800 ? 1.5 : 0.5;
  return [Math.max(1, slowdown - width / 2), slowdown + width / 2];
}


/**
 * Lighthouse's mobile preset (Moto G Power emulation, simulated slow 4G), `runs` loads a page
 * (`RUNS` unless told), median of each figure. With `cookie`, every request carries that session
 * (Lighthouse's `extraHeaders`; it clears the browser's own cookies before each run, so a header is
 * what survives). The pages'
 * renderers get a CPU of their own while they run (`isolateRenderers`); `companions` are servers
 * the bench started outside its own process tree (PostgreSQL), kept off that CPU too.
 */
export async function measurePages(baseUrl: string, pages: readonly string[] = WEB_PAGES, cookie?: string, companions: number[] = [], runs = RUNS): Promise<PageFigures[]> {
  const chrome = await launchChromium();
  const isolation = isolateRenderers(chrome.pid, companions);
  try {
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const loads: PageFigures[] = [];
      for (let load = 0; load < runs; load += 1) {
        const { result, calibratedTbtMs, cpuSlowdown, lowTbtMs, lowCpuSlowdown, ownTbtMs, ownLowTbtMs } = await loadAndAudit(`${baseUrl}${page}`, chrome.port, cookie);
        const { lhr } = result;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const summary = (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
        const bytesOf = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
        loads.push({
          page,
          signedIn: Boolean(cookie),
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit("largest-contentful-paint"),
          fcpMs: audit("first-contentful-paint"),
          tbtMs: audit("total-blocking-time"),
          calibratedTbtMs,
          cpuSlowdown,
          lowTbtMs,
          lowCpuSlowdown,
          ownTbtMs,
          ownLowTbtMs,
          cls: audit("cumulative-layout-shift"),
          jsBytes: bytesOf("script"),
          imageBytes: bytesOf("image"),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      const mid = (figure: (load: PageFigures) => number) => median(loads.map(figure));
      figures.push({
        page,
        signedIn: Boolean(cookie),
        score: mid((r) => r.score),
        lcpMs: mid((r) => r.lcpMs),
        fcpMs: mid((r) => r.fcpMs),
        tbtMs: mid((r) => r.tbtMs),
        calibratedTbtMs: mid((r) => r.calibratedTbtMs!),
        cpuSlowdown: Math.round(mid((r) => r.cpuSlowdown!) * 10) / 10,
        lowTbtMs: mid((r) => r.lowTbtMs!),
        lowCpuSlowdown: Math.round(mid((r) => r.lowCpuSlowdown!) * 10) / 10,
        ownTbtMs: mid((r) => r.ownTbtMs!),
        ownLowTbtMs: mid((r) => r.ownLowTbtMs!),
        loads: loads.length,
        ownTbtEachMs: loads.map((r) => Math.round(r.ownTbtMs!)),
        cls: mid((r) => r.cls),
        jsBytes: mid((r) => r.jsBytes),
        imageBytes: mid((r) => r.imageBytes),
        benchmarkIndex: loads.every((r) => r.benchmarkIndex !== undefined) ? Math.round(mid((r) => r.benchmarkIndex!)) : undefined,
        rendererCpu: isolation?.rendererCpu,
      });
    }
    return figures;
  } finally {
    isolation?.restore();
    await chrome.kill();
  }
}

/**
 * One Lighthouse load of `url` (loaded again if Lighthouse failed to record its trace), audited
 * as the mobile preset has it (CPU 4×, `result`), then for its TBT with the CPU slowdown
 * calibrated to this host (`cpuSlowdownFor` its benchmark index, measured in the same run) and at
 * the low end of the calculator's range for it, and at both again as the page's own: with the new
 * renderer's first task taken out of the recorded load (`withoutRendererStart`).
 * Simulated throttling applies the slowdown when the recorded load is audited (during the load it
 * only shortens requestIdleCallback's deadline, which the shop never reads), so the other audits
 * read the saved load again (Lighthouse's audit mode, `-A`), with the saved settings' slowdown
 * changed to match (Lighthouse refuses an audit whose settings differ from the recording's).
 */
export async function loadAndAudit(url: string, port: number, cookie?: string) {
  // A trace Lighthouse failed to record (NO_NAVSTART, now and then on a busy host) is its own
  // failure, not the page's: it says to run it again, and the load is, twice at most. Any other
  // failure (the page's request failed, it never painted) ends the bench, as before.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loadAndAuditOnce(url, port, cookie);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt === 3) throw error;
      console.warn(`${error.message}; loading it again`);
    }
  }
}

/** Lighthouse's runtime errors that mean its trace of the load went wrong, not the page. */
const TRACE_ERRORS = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);
class TraceNotRecorded extends Error {}

async function loadAndAuditOnce(url: string, port: number, cookie?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-lighthouse-"));
  const common = { output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
  try {
    const result = await lighthouse(url, { ...common, port, gatherMode: dir, auditMode: dir });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A load Lighthouse could not measure has every figure NaN: say why rather than report them.
    const failed = result.lhr.runtimeError;
    if (failed) {
      const message = `Lighthouse could not measure ${url}: ${failed.code} ${failed.message}`;
      throw TRACE_ERRORS.has(failed.code) ? new TraceNotRecorded(message) : new Error(message);
    }
    const artifactsFile = path.join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8")) as { settings: { throttling: { cpuSlowdownMultiplier: number } } };
    const audit = async (cpuSlowdownMultiplier: number) => {
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const audited = await lighthouse(url, { ...common, auditMode: dir, throttling: { cpuSlowdownMultiplier } });
      if (!audited) throw new Error(`Lighthouse's audit at ${cpuSlowdownMultiplier}× returned nothing for ${url}`);
      return audited.lhr.audits;
    };
    const auditedTbtMs = async (cpuSlowdownMultiplier: number) => (await audit(cpuSlowdownMultiplier))["total-blocking-time"]?.numericValue ?? Number.NaN;
    const { benchmarkIndex } = result.lhr.environment;
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    const [lowCpuSlowdown] = cpuSlowdownRangeFor(benchmarkIndex);
    const calibratedTbtMs = await auditedTbtMs(cpuSlowdown);
    const lowTbtMs = await auditedTbtMs(lowCpuSlowdown);
    // The same load again, without the task that only says the browser opened a new renderer.
    const traceFile = path.join(dir, "defaultPass.trace.json");
    const trace = JSON.parse(readFileSync(traceFile, "utf8")) as Trace;
    writeFileSync(traceFile, JSON.stringify(withoutRendererStart(trace, url).trace));
    const own = await audit(cpuSlowdown);
    const ownTbtMs = own["total-blocking-time"]?.numericValue ?? Number.NaN;
    const ownLongTasks = (own["long-tasks"]?.details as { items?: LongTask[] } | undefined)?.items ?? [];
    const ownLowTbtMs = await auditedTbtMs(lowCpuSlowdown);
    return { result, calibratedTbtMs, cpuSlowdown, lowTbtMs, lowCpuSlowdown, ownTbtMs, ownLowTbtMs, ownLongTasks };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A task of 50 ms or more in Lighthouse's simulation of the load at the audit's slowdown: when it starts, how long, whose script. */
type LongTask = { url: string; startTime: number; duration: number };

/** The events Lighthouse reads as a main-thread task (its trace processor's `isScheduleableTask`). */
const SCHEDULABLE_TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "TaskQueueManager::ProcessTaskFromWorkQueue"]);

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { frame?: string } };
type Trace = { traceEvents: TraceEvent[] };

/**
 * The recorded load without the renderer's navigation commit: the main-thread task in which
 * Chromium commits the page's navigation (`DocumentLoader::CommitNavigation`: creating the
 * document and its JavaScript context), with every slice inside it. It is the task, on first
 * paint's thread, holding the last `commitNavigationEnd` of first paint's frame before first paint.
 * The frame matters: each SVG image is a document of its own, and its commit, in a later task, is
 * the page's work of showing that image. This task is Chromium's work, not the page's, and an
 * empty page reads up to 230 ms of TBT from it alone at this host's calibrated slowdown: the shop's
 * Cross-Origin-Opener-Policy makes Chromium start a new renderer for a page opened from another
 * (Lighthouse opens each from about:blank), and that renderer's first task, 10-65 ms here, runs
 * across first paint (decision 037, second addendum).
 * Chromium can start that first task before the new renderer's tracing is on (1 load in 40 here):
 * the commit's slices are then recorded in no task, Lighthouse's simulation, which builds its CPU
 * steps from tasks only, counts nothing for them, and the load is returned as it is (`removedMs` 0).
 * Throws if the load has no commit of the page before first paint, or if the task holding it has no
 * commit slice (a Chromium that renamed it), rather than guess.
 */
export function withoutRendererStart(trace: Trace, url = "the page"): { trace: Trace; removedMs: number } {
  const events = trace.traceEvents;
  // By time, not by place in the file: Lighthouse, too, sorts a trace before reading it.
  const byTime = (a: TraceEvent, b: TraceEvent) => a.ts - b.ts;
  const firstPaint = events.filter((event) => event.name === "firstContentfulPaint").sort(byTime)[0];
  const onItsThread = (event: TraceEvent) => firstPaint !== undefined && event.pid === firstPaint.pid && event.tid === firstPaint.tid;
  const committed = events.filter((event) => event.name === "commitNavigationEnd" && onItsThread(event) && event.args?.frame === firstPaint?.args?.frame && event.ts < firstPaint!.ts).sort(byTime).at(-1);
  const notFound = new Error(`no navigation commit before first paint in the recorded load of ${url}: the page's own TBT cannot be told from the browser's`);
  if (!committed) throw notFound;
  const holds = (task: TraceEvent, event: TraceEvent) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur!;
  // The tasks holding the commit, outermost first, should a task be nested in another.
  const holding = events.filter((event) => SCHEDULABLE_TASKS.has(event.name) && event.ph === "X" && onItsThread(event) && holds(event, committed)).sort((a, b) => b.dur! - a.dur!);
  if (holding.length === 0) return { trace, removedMs: 0 };
  const task = holding.find((candidate) => events.some((commit) => commit.name === "DocumentLoader::CommitNavigation" && commit.ph === "X" && onItsThread(commit) && holds(candidate, commit)));
  if (!task) throw notFound;
  // Its slices: complete events (X), and begin/end pairs (B, E); marks and flow events stay.
  const inside = (event: TraceEvent) => ["X", "B", "E"].includes(event.ph) && onItsThread(event) && holds(task, event);
  return { trace: { ...trace, traceEvents: events.filter((event) => !inside(event)) }, removedMs: task.dur! / 1000 };
}

/**
 * A document with nothing in it but a heading and a line of text, no script, no style sheet, sent
 * with every header the shop sends on a page (`defaultPageHeaders`, as its middleware does): the
 * least any page of the shop can cost the browser. Its TBT is not 0 on a fast host slowed 9×: the
 * shop's Cross-Origin-Opener-Policy makes Chromium start a new renderer for a page opened from
 * another (Lighthouse starts each load from about:blank), and that renderer's first task, creating
 * the document's JavaScript context, runs across first paint (decision 037, second addendum).
 */
export async function startEmptyPage(): Promise<{ origin: string; close: () => Promise<void> }> {
  const headers: Record<string, string> = { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store", ...Object.fromEntries(defaultPageHeaders({ https: false })) };
  const body = '<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty page | Demo Farm Foods</title></head><body><h1>Demo Farm Foods</h1><p>A page with nothing on it: what the browser alone costs.</p></body></html>';
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export type Chunk = { file: string; bytes: number; gzipBytes: number };

/** Every JavaScript and CSS file of the client build, with its gzip size, largest first. */
export function chunkSizes(buildDir: string): Chunk[] {
  const assets = path.join(buildDir, "client", "assets");
  return readdirSync(assets)
    .filter((file) => file.endsWith(".js") || file.endsWith(".css"))
    .map((file) => {
      const content = readFileSync(path.join(assets, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Gzip bytes of the scripts the home page (rendered by the running shop) loads before any interaction. */
export async function firstLoadJs(buildDir: string, baseUrl: string, page = "/"): Promise<number> {
  const html = await (await fetch(new URL(page, baseUrl))).text();
  // Every chunk the page names: React Router's modulepreload list, which the paint-first loader
  // carries in its script (scripts/build/paint-first.ts), and the hydration module's imports.
  const scripts = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  if (scripts.size === 0) throw new Error(`no script found in ${page}: the first-load JavaScript cannot be measured`);
  return [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(buildDir, "client", file)), { level: 9 }).length, 0);
}
