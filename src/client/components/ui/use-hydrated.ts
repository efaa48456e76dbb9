import { startTransition, useEffect, useState } from "react";

/** True once the root has hydrated (root.tsx marks the document with `data-hydrated`). */
const rootHydrated = () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true";

/**
 * False while React hydrates prerendered HTML, true afterwards. Anything that depends on the URL's
 * query, the clock or storage renders its prerendered state first, so hydration never mismatches.
 *
 * The switch to true after hydration is a transition: React renders it in slices, in the background.
 * (It was a `useSyncExternalStore` whose server snapshot was false, which React must re-render
 * synchronously, with the hydration's effects: on /shop that re-rendered the whole page and its
 * twelve cards in one blocking task; docs/decisions/034.) A component mounted after the root has
 * hydrated (a client-side navigation) is true from its first render.
 *
 * Not for a component inside a `<Suspense>` boundary the server rendered: React hydrates such a
 * boundary after the root, where this would start true against the server's false.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(rootHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
