import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

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

const subscribeToNothing = () => () => {};

/**
 * `serverValue` while React hydrates the component, `value` once it has: for what a component
 * inside a `HydratedApart` boundary shows from data the server did not have. React hydrates such a
 * boundary after the page, by when that data (the shopper's wishlist) may have arrived, and the
 * first render must match what the server sent: a filled heart hydrated over the server's empty
 * one would keep the empty one's class and name. Where the two differ, React then re-renders just
 * this component, at once; where they agree (most hearts), nothing more happens.
 */
export function useAfterHydration<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(subscribeToNothing, () => value, () => serverValue);
}
