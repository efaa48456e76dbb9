// `npm run bench:main-thread -- /checkout [/ …]`: what fills a page's main thread on its first load,
// by React's phase and by function (docs/decisions/034). Builds the app unminified (readable
// function names; React ships its production build unminified), starts the production server on
// PGlite, signs a customer in with a cart of 3 lines, loads each page in Chromium with the CPU
// slowed 4× (as Lighthouse's mobile preset), records a V8 CPU profile until the page has hydrated
// and settled, and prints:
// - the script time by React phase: a synchronous render (an update React cannot slice, e.g. a
//   query's answer through useSyncExternalStore) blocks in one task; a sliced render yields;
// - the functions that ran longest inside synchronous renders, and the components they rendered.
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH, ensureChromiumInstalled } from "../lib/chromium.mjs";
import { buildForBench, cookiesFor, signedInWithCart, startShop } from "./server";

const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0) {
  console.error("usage: npm run bench:main-thread -- /checkout [/ …]");
  process.exit(2);
}
const buildDir = "build-profile";
await buildForBench(buildDir, { minify: false });
ensureChromiumInstalled();

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const shop = await startShop({ buildDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const cookies = cookiesFor(await signedInWithCart(shop), shop.url);
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addCookies(cookies);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Profiler.start");
    await tab.goto(`${shop.url}${page}`, { waitUntil: "networkidle" });
    await tab.waitForSelector("html[data-hydrated=true]", { timeout: 30_000 });
    // The lucky-draw pop-up opens a second after the page is seen: keep it in the window.
    await tab.waitForTimeout(2_000);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    report(page, profile);
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}

function report(page: string, profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  const phases = new Map<string, number>();
  const syncSelf = new Map<string, number>();
  const otherSelf = new Map<string, number>();
  const otherFiles = new Map<string, number>();
  const syncComponents = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!.callFrame;
    // Idle, and the time the throttling itself holds the thread (V8 reports both outside any script).
    if (leaf.functionName === "(idle)" || leaf.functionName === "(program)") return;
    const stack: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) stack.push(byId.get(at)!.callFrame.functionName);
    const phase = stack.includes("performSyncWorkOnRoot")
      ? "sync render"
      : stack.includes("renderRootConcurrent")
        ? "sliced render"
        : stack.includes("flushPassiveEffects")
          ? "effects"
          : stack.includes("commitRoot")
            ? "commit"
            : "other script";
    add(phases, phase, ms);
    const file = leaf.url.replace(/.*\//, "");
    const fn = `${leaf.functionName || "(anonymous)"} ${file}`;
    if (phase === "other script") {
      // A native function (no URL) is named with the script function that called it.
      const caller = leaf.url ? "" : ` in ${byId.get(parentOf.get(id) ?? -1)?.callFrame.functionName || "(anonymous)"}`;
      add(otherSelf, `${fn}${caller}`, ms);
      add(otherFiles, file || "(native)", ms);
    }
    if (phase !== "sync render") return;
    add(syncSelf, fn, ms);
    for (const name of new Set(stack)) if (/^[A-Z][A-Za-z]+$/.test(name)) add(syncComponents, name, ms);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
      .join(", ");
  console.log(`\n${page} (CPU 4× slowed, first load until hydrated + 2 s)`);
  console.log(`  by phase: ${top(phases, 5)}`);
  console.log(`  longest functions outside React's rendering: ${top(otherSelf, 12)}`);
  console.log(`  files of that time (self): ${top(otherFiles, 10)}`);
  console.log(`  longest functions in sync renders: ${top(syncSelf, 12)}`);
  console.log(`  components in sync renders (inclusive): ${top(syncComponents, 15)}`);
}
