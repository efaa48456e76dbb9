// `npm run bench:ab -- build-a build-b / [/shop …]`: does a change make pages cheaper for the phone's
// main thread? Lighthouse's TBT cannot say on this shared host (decision 047); the main thread's own
// work, both builds loaded alternately in the same minutes, can. Serves both builds on PGlite, signed
// in with a cart of 3 lines (BENCH_AB_SIGNED_OUT=1 for a visitor), at Lighthouse's mobile size, CPU
// not slowed; prints each figure over BENCH_AB_LOADS (10) loads a build, median (lowest-highest).
// Trust a difference only beyond the noise floor: a build against itself. Builds: `BUILD_DIR=build-a npm run build`.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_PATH, ensureChromiumInstalled } from "../lib/chromium.mjs";
import { signedInWithCart, startShop, type RunningServer } from "./server";
import { mainThreadFigures, summarise, type MainThreadFigures, type Spread, type TraceEvent } from "./main-thread-figures";

const [dirA, dirB] = process.argv.slice(2).filter((arg) => !arg.startsWith("/"));
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (!dirA || !dirB || pages.length === 0 || ![dirA, dirB].every((dir) => existsSync(dir))) {
  console.error("usage: npm run bench:ab -- <build A> <build B> /page [/page …]   (both build folders made with BUILD_DIR=… npm run build)");
  process.exit(2);
}
const LOADS = Number(process.env.BENCH_AB_LOADS ?? 10);
const signedIn = !process.env.BENCH_AB_SIGNED_OUT;
ensureChromiumInstalled();

/** A first load in a fresh context (no cache), traced from about:blank so the navigation is in it, until 2.5 s after load: hydration, carousels and the pop-up are the page's work too. */
async function tracedFirstLoad(browser: Browser, url: string, cookie: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, extraHTTPHeaders: cookie ? { cookie } : {} });
  try {
    const tab = await context.newPage();
    await tab.goto("about:blank");
    await browser.startTracing(tab, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink"] });
    await tab.goto(url, { waitUntil: "load" });
    await tab.waitForTimeout(2500);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}

type Side = { name: "A" | "B"; shop: RunningServer; cookie: string };
const sides: Side[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  for (const [name, dir] of [["A", dirA], ["B", dirB]] as const) {
    const shop = await startShop({ buildDir: dir });
    sides.push({ name, shop, cookie: signedIn ? await signedInWithCart(shop) : "" });
  }
  for (const page of pages) {
    const loads: Record<"A" | "B", MainThreadFigures[]> = { A: [], B: [] };
    for (let load = 0; load < LOADS; load += 1) {
      for (const side of load % 2 === 0 ? sides : [...sides].reverse()) {
        const url = `${side.shop.url}${page}`;
        loads[side.name].push(mainThreadFigures(await tracedFirstLoad(browser, url, side.cookie), url));
      }
    }
    const [a, b] = [summarise(loads.A), summarise(loads.B)];
    console.log(`\n${page}${signedIn ? " signed in" : ""}: A = ${dirA}, B = ${dirB}, ${LOADS} alternated loads each at 1×, median (lowest-highest)`);
    for (const key of Object.keys(a) as (keyof MainThreadFigures)[]) {
      const figure = (x: Spread) => `${x.median.toFixed(1)} (${x.low.toFixed(1)}-${x.high.toFixed(1)})`;
      console.log(`  ${key.padEnd(20)} A ${figure(a[key]).padEnd(22)} B ${figure(b[key]).padEnd(22)} ${b[key].median - a[key].median >= 0 ? "+" : ""}${(b[key].median - a[key].median).toFixed(1)}`);
    }
  }
} finally {
  await browser.close();
  for (const side of sides) await side.shop.stop();
}
