import regular from "~/client/fonts/noto-sans-devanagari-400.woff2?url";
import bold from "~/client/fonts/noto-sans-devanagari-700.woff2?url";
import { whenIdle } from "./when-idle";

// The Devanagari web font is drawn only once the browser holds it (docs/decisions/071): a first visit
// paints Hindi in the system's font without waiting for 70 KB on a slow network, fetches both faces
// at idle, and marks the browser; every later page names the font, which then comes from the cache.

const KEPT = "devanagari-font";

/** Runs before the first paint: names the web font on a browser that already holds it (app.css). */
export const DEVANAGARI_FONT_SCRIPT = `try{localStorage.getItem("${KEPT}")&&(document.documentElement.dataset.devanagariFont="")}catch(e){}`;

/** On a Hindi page: fetches both faces into the HTTP cache at idle, once per browser. Returns how to cancel. */
export function keepDevanagariFontWhenIdle(): () => void {
  try {
    if (localStorage.getItem(KEPT)) return () => {};
  } catch {
    return () => {}; // No storage (a private window that refuses it): nothing would remember the font.
  }
  return whenIdle(() => {
    Promise.all([regular, bold].map((url) => fetch(url).then((response) => (response.ok ? response.arrayBuffer() : null))))
      .then((faces) => faces.every(Boolean) && localStorage.setItem(KEPT, "1"))
      .catch(() => {}); // Offline or storage full: the next Hindi page tries again.
  });
}
