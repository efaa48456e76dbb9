// Rewrites a rendered page to paint from its HTML alone (docs/decisions/010-paint-before-scripts.md):
// the build runs it on every prerendered page (scripts/build/paint-first.ts), and the server on each
// catalogue page it renders, once per catalogue version (server-render.ts).
//
// A shopper on a slow phone network should see a prerendered page as soon as its HTML arrives,
// not after ~170 KB of JavaScript has been fetched alongside it. So each prerendered page is
// rewritten to paint from its HTML alone:
//
// 1. The stylesheet is copied into a <style> element in the head. The <link> stays where it was,
//    because React hydrates it, but `disabled`, so the browser neither fetches nor waits for it.
// 2. React Router's hydration script (an inline module whose static imports fetch the app) and its
//    <link rel="modulepreload"> hints wait until the first paint is on screen: the module's text
//    is kept in a non-executing <script type="text/plain">, and a small loader starts it (and adds
//    the preload hints back) when the browser reports the first contentful paint.
//
// Nothing here changes what a page shows or does once hydrated. The server allows the moved
// module by its hash, like every other inline script (src/server/http/client-app.ts). If React
// Router's output ever changes shape, the build fails here instead of shipping a page that does
// not hydrate.
const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"\/>/g;
const HYDRATION_MODULE = '<script type="module" async="">';
const HELD_MODULE_ID = "rr-hydration";

/** Rewrites one prerendered page; `readAsset` reads a built file by its URL path (e.g. /assets/root-x.css). */
export function paintFirst(html: string, readAsset: (urlPath: string) => string): string {
  const stylesheets = [...html.matchAll(STYLESHEET)];
  if (stylesheets.length === 0) throw new Error("paint-first: no stylesheet <link> found in a prerendered page");
  const modules = html.split(HYDRATION_MODULE).length - 1;
  if (modules !== 1) throw new Error(`paint-first: expected one hydration module script, found ${modules}`);

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  // `</style` cannot appear in CSS we build, but a stylesheet must never close its own element.
  const inlined = html.replace(STYLESHEET, (_link, href: string) => {
    const css = readAsset(href);
    if (/<\/style/i.test(css)) throw new Error(`paint-first: ${href} contains "</style"`);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`;
  });
  const withoutPreloads = inlined.replace(MODULE_PRELOAD, "");
  const held = withoutPreloads.replace(HYDRATION_MODULE, `<script type="text/plain" id="${HELD_MODULE_ID}">`);
  return held.replace("</body>", `<script>${loader(preloads)}</script></body>`);
}

/** How many preload hints the loader adds per task. */
export const PRELOADS_PER_TASK = 2;

/**
 * The loader: once the browser reports the first contentful paint, add the preload hints (so every
 * chunk downloads in parallel) and run the held hydration module. A hidden tab (it does not paint)
 * and a browser without paint timing start at once; if no paint is reported in 3 s, it starts anyway.
 * Each preload hint costs the main thread a little (the browser starts its fetch), and a page has
 * twenty or thirty: they are added a few per task, and the module in a task of its own, so none of
 * it is one long blocking task on a slow phone (decision 034). A hidden tab adds them all at once:
 * its timers run once a second, and nobody is waiting there to tap.
 */
function loader(preloads: string[]): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;var hrefs=${JSON.stringify(preloads)},next=0;function preload(){var per=document.visibilityState==="hidden"?hrefs.length:${PRELOADS_PER_TASK};hrefs.slice(next,next+per).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});next+=per;setTimeout(next<hrefs.length?preload:hydrate,0)}function hydrate(){var held=document.getElementById("${HELD_MODULE_ID}");var module=document.createElement("script");module.type="module";module.textContent=held.textContent;document.body.appendChild(module)}preload()}if(document.visibilityState==="hidden"||!window.PerformanceObserver||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){start();return}new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,3000)})();`;
}
