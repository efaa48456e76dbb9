// `npm run bench:parse -- /shop [/cart …]`: how Chromium parses a page's HTML on its first load, and
// in how many slices (a page parsed in more than one can paint before the rest of it is parsed).
// Builds, starts the production server on PGlite, signs a customer in with a cart of 3 lines (as the
// web bench's signed-in rows), loads each page in Chromium (412 × 823, as Lighthouse's mobile preset,
// CPU not slowed: Lighthouse slows it only in its simulation) and traces it. Prints, per page, over
// the loads:
// - the time spent parsing the document (its `ParseHTML` slices, inline scripts and style sheet
//   included), and in how many slices. Chromium parses in slices of 10 ms at first (its timed parser
//   budget, `kTimedHTMLParserBudget`) and lets the page render between them;
// - how many loads parsed the whole document in one slice;
// - `Document::FinishedParsing`: Chromium brings style and layout up to date when parsing ends, so a
//   page parsed in one slice lays itself out there, in the same task.
// A page parsed in two slices paints after the first and lays itself out again after the second, a
// task Lighthouse's simulation keeps out of its first paint and counts as blocking (lantern's
// `FirstContentfulPaint` keeps only the first task that parses, the first that lays out and the
// first that paints; docs/benchmarks.md, issue 17).
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, ensureChromiumInstalled } from "../lib/chromium.mjs";
import { buildForBench, cookiesFor, signedInWithCart, startShop } from "./server";
import { documentParses, ms } from "./main-thread-figures";
import { median } from "./stats";
import { tracedFirstLoad } from "./traced-load";

const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0) {
  console.error("usage: npm run bench:parse -- /shop [/cart …]");
  process.exit(2);
}
const LOADS = Number(process.env.BENCH_PARSE_LOADS ?? 10);
const buildDir = "build-bench";
await buildForBench(buildDir);
ensureChromiumInstalled();

const shop = await startShop({ buildDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const cookies = cookiesFor(await signedInWithCart(shop), shop.url);
  for (const page of pages) {
    const url = `${shop.url}${page}`;
    const loads: { parseMs: number; slices: number; finishedMs: number }[] = [];
    for (let load = 0; load < LOADS; load += 1) {
      const events = await tracedFirstLoad(browser, url, { cookies, categories: ["devtools.timeline", "blink"] });
      // The document's own slices; a slice under 0.1 ms only ends parsing and parses nothing.
      const parses = documentParses(events, url);
      const slices = parses.filter((event) => (event.dur ?? 0) >= 100);
      const finished = events.filter((event) => event.ph === "X" && event.name === "Document::FinishedParsing" && event.pid === parses[0].pid);
      loads.push({ parseMs: ms(slices), slices: slices.length, finishedMs: ms(finished) });
    }
    const oneSlice = loads.filter((load) => load.slices === 1).length;
    console.log(
      `${page}: parsing ${median(loads.map((load) => load.parseMs)).toFixed(1)} ms (median of ${LOADS}), ` +
        `in ${loads.map((load) => load.slices).join(", ")} slices; whole in one slice in ${oneSlice} of ${LOADS} loads; ` +
        `FinishedParsing ${median(loads.map((load) => load.finishedMs)).toFixed(1)} ms (median)`,
    );
  }
} finally {
  await browser.close();
  await shop.stop();
}
