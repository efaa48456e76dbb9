import { lazy, Suspense, useEffect, useState } from "react";

// sonner's Toaster is not needed to paint or to hydrate a page, only to show a toast: it mounts
// when the browser is first idle after hydration (at most 2 s later). A toast raised before then is
// not lost: sonner hands the toasts still showing to a Toaster when it subscribes.
const Toaster = lazy(() => import("./toaster"));

export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(want, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(want, 200);
    return () => window.clearTimeout(id);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
