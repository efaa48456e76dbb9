import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { readSessionEarly } from "./lib/session/use-session";

// React Router's default browser entry, with hydration started in a task of its own, after two
// small ones that take work out of hydration's first render or bring it forward: numbering the
// first history entry (and giving it its key), and asking for the session. Evaluating the page's
// modules (React DOM's set-up among them) and starting hydration (React listening for every event
// on the document, then its first render) were one task of 12-18 ms on a fast machine, about ten
// times that on a mid-range phone; apart, the browser can paint and scroll between them
// (docs/decisions/034-no-blocking-render-when-data-arrives.md).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await nextTask();
  numberFirstHistoryEntry();
  await nextTask();
  // The session is asked for now, not once hydration is over (lib/session/use-session.ts),
  // unless the server rendered the page with it (root.tsx marks the document).
  if (document.documentElement.dataset.session !== "from-server") readSessionEarly();
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
})();

/**
 * React Router's browser history numbers each entry in `history.state.idx`, and writes the first
 * entry's number as it creates its router, inside hydration's first render. Writing history state
 * took 0.5-7 ms on the fast host at 1× (a copy of the state, handed to the browser), so the same
 * write is done here, a task earlier; React Router then finds the number and writes nothing.
 * The same write gives a page opened afresh its history key: React Router's own scroll-restoration
 * script writes it while the HTML is parsed, the shop's does not (components/layout/
 * scroll-restoration.tsx). The router reads it as the location's key, under which the page's
 * scroll position is saved.
 * Should a later version number entries differently, this only adds keys it ignores.
 */
function numberFirstHistoryEntry() {
  const state = window.history.state as { idx?: unknown; key?: unknown } | null;
  if (state?.idx != null && state.key != null) return;
  window.history.replaceState({ ...state, key: state?.key ?? Math.random().toString(32).slice(2), idx: state?.idx ?? 0 }, "");
}
