import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

// React Router's <ScrollRestoration />, with its inline script reading sessionStorage only when
// there can be something to restore. React Router's script reads the saved positions on every
// load; the first read of sessionStorage in a page waits for the browser process (a synchronous
// call), and the script runs while the HTML is parsed, next to the first paint: 2-5 ms at 1× on
// the fast host, up to 17 ms when the browser process was busy, about ten times that on the target
// phone (docs/benchmarks.md, issue 17). A page opened afresh has no history key yet, so no saved
// position: its script only gives the entry its key, as React Router's does, and the positions are
// first read when the page hydrates (useScrollRestoration). A reload, or Back and Forward to a
// page that left the browser's cache, has its key, and is put back where the shopper had scrolled
// before it paints, as before. The hook is React Router's own (exported as UNSAFE_, the same one
// its component calls); the storage key and the history key are its defaults.
const STORAGE_KEY = "react-router-scroll-positions";
const RESTORE_SCRIPT = `(function(k){var s=window.history.state;if(!s||!s.key){window.history.replaceState({key:Math.random().toString(32).slice(2)},"");return}try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")window.scrollTo(0,y)}catch(e){sessionStorage.removeItem(k)}})(${JSON.stringify(STORAGE_KEY)})`;

export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />;
}
