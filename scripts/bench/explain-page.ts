// `npm run bench:page -- /checkout [/cart …]`: why a page's LCP or TBT is what it is. Builds, starts
// the production server on PGlite, signs a customer in with a cart of 3 lines (as the web bench's
// signed-in rows), runs Lighthouse's mobile preset once per page and prints what its figures come
// from: the LCP element and its phases, the long tasks and the scripts that ran them.
import lighthouse from "lighthouse";
import { ensureChromiumInstalled } from "../lib/chromium.mjs";
import { buildForBench, fillCart, signUpOverHttp, startShop, type RunningServer } from "./server";
import { launchChromium } from "./web";

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
try {
  const cookie = await signedInWithCart(shop);
  for (const page of pages) {
    const result = await lighthouse(`${shop.url}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const audits = result.lhr.audits;
    const ms = (id: string) => `${Math.round(audits[id]?.numericValue ?? Number.NaN)} ms`;
    console.log(`\n${page}: FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, TTI ${ms("interactive")}`);
    const lcp = audits["largest-contentful-paint-element"] as Items<{ items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[] }> | undefined;
    for (const table of lcp?.details?.items ?? []) {
      for (const item of table.items ?? []) {
        if (item.node) console.log(`  LCP element: ${item.node.snippet} (${item.node.nodeLabel})`);
        else if (item.phase) console.log(`  LCP phase ${item.phase}: ${Math.round(item.timing ?? 0)} ms`);
      }
    }
    const tasks = (audits["long-tasks"] as Items<{ url: string; startTime: number; duration: number }> | undefined)?.details?.items ?? [];
    console.log(`  long tasks (${tasks.length}):`);
    for (const task of tasks) console.log(`    at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${task.url}`);
    const scripts = (audits["bootup-time"] as Items<{ url: string; total: number; scripting: number; scriptParseCompile: number }> | undefined)?.details?.items ?? [];
    console.log("  script time (total / evaluation / parse+compile):");
    for (const script of scripts) console.log(`    ${Math.round(script.total)} / ${Math.round(script.scripting)} / ${Math.round(script.scriptParseCompile)} ms  ${script.url}`);
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

/** A new customer's session cookie, with 3 lines in the cart and a saved address (so checkout shows its form). */
async function signedInWithCart(shop: RunningServer): Promise<string> {
  const shopper = await signUpOverHttp(shop, "Bench Shopper");
  for (const productId of ["1", "3", "5"]) await fillCart(shop, shopper, productId);
  const address = await fetch(`${shop.url}/api/addresses`, {
    method: "POST",
    headers: { cookie: shopper.cookie, origin: shop.origin, "content-type": "application/json" },
    body: JSON.stringify({ fullName: "Bench Shopper", phone: "9876543210", addressLine1: "1 Bench Road", city: "New Delhi", state: "Delhi", pincode: "110001" }),
  });
  if (!address.ok) throw new Error(`saving an address failed: ${address.status} ${await address.text()}`);
  return shopper.cookie;
}
