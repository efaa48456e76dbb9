import { useEffect, useState, type ComponentType } from "react";
import type { DeferredDialogProps } from "~/client/components/ui/deferred-dialog";

export const LUCKY_DRAW_DELAY_MS = 1000;

/**
 * Opens 1 s after the home page loads (docs/product-rules.md#public-pages); an overlay, so nothing
 * on the page moves. Its code (and Radix Dialog's) loads after hydration, while the second runs,
 * not with the page.
 */
export function LuckyDrawPopup() {
  const [open, setOpen] = useState(false);
  const [LuckyDrawDialog, setLuckyDrawDialog] = useState<ComponentType<DeferredDialogProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./lucky-draw-dialog").then((module) => {
      if (mounted) setLuckyDrawDialog(() => module.default);
    });
    const timer = window.setTimeout(() => setOpen(true), LUCKY_DRAW_DELAY_MS);
    return () => {
      mounted = false;
      window.clearTimeout(timer);
    };
  }, []);
  if (!open || !LuckyDrawDialog) return null;
  // Nothing on the page opened it, so nothing needs its focus back when it closes.
  return <LuckyDrawDialog onOpenChange={setOpen} onCloseAutoFocus={() => undefined} />;
}
