// `npm run bench:page -- /checkout [/cart …]`: why a page's LCP or TBT is what it is. Builds, starts
// the production server on PGlite, signs a customer in with a cart of 3 lines (as the web bench's
// signed-in rows), runs Lighthouse's mobile preset once per page and prints what its figures come
// from: the LCP element and its phases, the long tasks and the scripts that ran them (at the preset's
// 4×), and TBT at the CPU slowdown calibrated to this host (scripts/bench/web.ts, cpuSlowdownFor)
// and the page's own (without the new renderer's first task, withoutRendererStart), with the long
// tasks that figure counts.
import { ensureChromiumInstalled } from "../lib/chromium.mjs";
import { buildForBench, signedInWithCart, startShop } from "./server";
import { isolateRenderers } from "./cpu-isolation";
import { launchChromium, loadAndAudit } from "./web";

const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0) {
  console.error("usage: npm run bench:page -- /checkout [/cart …]");
  process.exit(2);
}
const buildDir = "build-bench";
await buildForBench(buildDir);
ensureChromiumInstalled();

type Items<T> = { details?: { items?: T[] } };
const shop = await startShop({ buildDir });
const chrome = await launchChromium();
const isolation = isolateRenderers(chrome.pid);
try {
  const cookie = await signedInWithCart(shop);
  for (const page of pages) {
    const { result, calibratedTbtMs, cpuSlowdown, lowTbtMs, lowCpuSlowdown, ownTbtMs, ownLongTasks } = await loadAndAudit(`${shop.url}${page}`, chrome.port, cookie);
    const audits = result.lhr.audits;
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
    console.log(`\n${page}: FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, TTI ${ms("interactive")}; host index ${Math.round(result.lhr.environment.benchmarkIndex)} (the 4× slowdown is meant for 1,500-2,000); TBT at the calibrated ${cpuSlowdown.toFixed(1)}× ${Math.round(calibratedTbtMs)} ms (${Math.round(lowTbtMs)} ms at the range's low end, ${lowCpuSlowdown.toFixed(1)}×); the page's own, without the new renderer's first task, ${Math.round(ownTbtMs)} ms`);
    const lcp = audits["largest-contentful-paint-element"] as Items<{ items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }> | undefined;
    for (const table of lcp?.details?.items ?? []) {
      for (const item of table.items ?? []) {
        if (item.node) console.log(`  LCP element: ${item.node.snippet} (${item.node.nodeLabel})`);
        else if (item.phase) console.log(`  LCP phase ${item.phase}: ${Math.round(item.timing ?? 0)} ms`);
      }
    }
    const tasks = (audits["long-tasks"] as Items<{ url: string; startTime: number; duration: number }> | undefined)?.details?.items ?? [];
    console.log(`  long tasks at 4× (${tasks.length}):`);
    for (const task of tasks) console.log(`    at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${task.url}`);
    // The tasks the judged figure counts: each one's simulated length, and what it is at 1×.
    console.log(`  long tasks at the calibrated ${cpuSlowdown.toFixed(1)}×, the page's own (${ownLongTasks.length}; TBT counts each one's part over 50 ms after first paint):`);
    for (const task of ownLongTasks) console.log(`    at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms (${(task.duration / cpuSlowdown).toFixed(1)} ms at 1×): ${task.url}`);
    const work = (audits["mainthread-work-breakdown"] as Items<{ groupLabel: string; duration: number }> | undefined)?.details?.items ?? [];
    console.log(`  main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(", ")}`);
    const scripts = (audits["bootup-time"] as Items<{ url: string; total: number; scripting: number; scriptParseCompile: number }> | undefined)?.details?.items ?? [];
    console.log("  script time (total / evaluation / parse+compile):");
    for (const script of scripts) console.log(`    ${Math.round(script.total)} / ${Math.round(script.scripting)} / ${Math.round(script.scriptParseCompile)} ms  ${script.url}`);
  }
} finally {
  isolation?.restore();
  await chrome.kill();
  await shop.stop();
}
