import { lazy, Suspense, useEffect, useState } from "react";

export const LUCKY_DRAW_DELAY_MS = 1000;

const LuckyDrawDialog = lazy(() => import("./lucky-draw-dialog"));

// Whether the home page has already been shown in this document (a later visit is a navigation).
let shownBefore = false;

/** When the shopper first saw the page: first contentful paint on a loaded page (it paints before hydration), now on a navigation. */
function seenAt(): number {
  const firstVisit = !shownBefore;
  shownBefore = true;
  const paint = firstVisit ? performance.getEntriesByName("first-contentful-paint")[0] : undefined;
  return paint ? paint.startTime : performance.now();
}

/** Opens a second after the shopper sees the home page (from first paint, not hydration), or once hydrated on a slow phone. */
export function LuckyDrawPopup() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Its code is fetched now, so it is in by the time the pop-up opens.
    void import("./lucky-draw-dialog");
    const remaining = Math.max(0, seenAt() + LUCKY_DRAW_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => setOpen(true), remaining);
    return () => window.clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LuckyDrawDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
