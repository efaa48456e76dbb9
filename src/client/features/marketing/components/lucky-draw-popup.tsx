import { startTransition, useEffect, useState, type ComponentType } from "react";

export const LUCKY_DRAW_DELAY_MS = 1000;

// Whether the home page has already been shown in this document (a later visit is a navigation).
let shownBefore = false;

/**
 * When the shopper first saw the page, on the performance.now() clock: the document's first
 * contentful paint when the home page is the page the browser loaded (it paints from its HTML
 * long before React hydrates on a slow phone), or now when the shopper navigated to it.
 */
function seenAt(): number {
  const firstVisit = !shownBefore;
  shownBefore = true;
  const paint = firstVisit ? performance.getEntriesByName("first-contentful-paint")[0] : undefined;
  return paint ? paint.startTime : performance.now();
}

/**
 * Opens 1 s after the shopper sees the home page (SPEC's "1 second after load", counted from the
 * first paint, not from hydration: docs/product-rules.md#public-pages). On a slow phone, where
 * hydration comes later than that, it opens as soon as the page can run it. An overlay, so nothing
 * on the page moves. Its code loads after hydration, not with the page.
 */
export function LuckyDrawPopup() {
  const [open, setOpen] = useState(false);
  const [LuckyDrawDialog, setLuckyDrawDialog] = useState<ComponentType<{ onClose: () => void }> | null>(null);
  useEffect(() => {
    let mounted = true;
    // Both in transitions: React draws the pop-up in its background render, in slices, instead of
    // in one blocking task a second after the page appeared (decision 034). The import starts in a
    // task of its own: asking for a module adds its preload links to the document, 2-3 ms at 1x
    // that would otherwise lengthen hydration's effect flush.
    const loading = window.setTimeout(
      () =>
        void import("./lucky-draw-dialog").then((module) => {
          if (mounted) startTransition(() => setLuckyDrawDialog(() => module.default));
        }),
      0,
    );
    const remaining = Math.max(0, seenAt() + LUCKY_DRAW_DELAY_MS - performance.now());
    const timer = window.setTimeout(() => startTransition(() => setOpen(true)), remaining);
    return () => {
      mounted = false;
      window.clearTimeout(loading);
      window.clearTimeout(timer);
    };
  }, []);
  if (!open || !LuckyDrawDialog) return null;
  return <LuckyDrawDialog onClose={() => setOpen(false)} />;
}
