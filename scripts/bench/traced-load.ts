// One first load of a page in Chromium, traced: what `npm run bench:parse` and `npm run bench:ab`
// read. A fresh context each time (no cache, no service state), at Lighthouse's mobile size
// (412 × 823) with the CPU not slowed, tracing from about:blank so the page's own navigation is in
// the trace.
import type { Browser } from "@playwright/test";
import type { cookiesFor } from "./server";
import type { TraceEvent } from "./main-thread-figures";

export async function tracedFirstLoad(
  browser: Browser,
  url: string,
  { cookies, categories, settleMs = 0 }: { cookies: ReturnType<typeof cookiesFor>; categories: string[]; settleMs?: number },
): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await context.addCookies(cookies);
    const tab = await context.newPage();
    await tab.goto("about:blank");
    await browser.startTracing(tab, { categories });
    await tab.goto(url, { waitUntil: "load" });
    // What runs after load (hydration, carousels, the pop-up), when the caller wants it too.
    if (settleMs > 0) await tab.waitForTimeout(settleMs);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await context.close();
  }
}
