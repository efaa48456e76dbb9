// Rewrites a rendered page to paint from its HTML alone: the stylesheet inlined (its <link> kept but disabled) and
// React Router's hydration module held as text until the first paint. If React Router's output changes shape, the build fails here.
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

/** Adds the preload hints and runs the held hydration module at the first contentful paint (at once in a hidden tab, or after a timeout). */
function loader(preloads: string[]): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;${JSON.stringify(preloads)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});var held=document.getElementById("${HELD_MODULE_ID}");var module=document.createElement("script");module.type="module";module.textContent=held.textContent;document.body.appendChild(module)}if(document.visibilityState==="hidden"||!window.PerformanceObserver||!(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){start();return}new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});setTimeout(start,3000)})();`;
}
