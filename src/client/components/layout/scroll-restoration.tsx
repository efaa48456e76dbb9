import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

// React Router's <ScrollRestoration />, with its inline script doing nothing on a page opened
// afresh. The script runs while the HTML is parsed, inside the first slice of parsing before the
// first paint (Chromium parses in slices of 10 ms), so whatever it costs can push the rest of the
// page into a slice after the first paint (docs/benchmarks.md, issue 17). React Router's script
// reads the saved positions on every load and gives a new entry its history key there:
// - reading sessionStorage the first time waits for the browser process (2-17 ms at 1× on the fast
//   host); a page opened afresh has no history key yet, so nothing saved to read;
// - writing history state (its key) took 0.4-3.9 ms; entry.client.tsx gives the entry its key
//   instead (numberFirstHistoryEntry), a task after parsing, before the router reads it.
// A reload, or Back and Forward to a page that left the browser's cache, has its key, and is put
// back where the shopper had scrolled before it paints, as before. The hook is React Router's own
// (exported as UNSAFE_, the same one its component calls); the storage key and the history key are
// its defaults.
const STORAGE_KEY = "react-router-scroll-positions";
const RESTORE_SCRIPT = `(function(k){var s=window.history.state;if(!s||!s.key)return;try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")window.scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(STORAGE_KEY)})`;

export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}
