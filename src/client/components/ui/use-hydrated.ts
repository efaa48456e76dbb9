import { startTransition, useEffect, useState } from "react";

/** Set by the first component whose effects run: from then on, nothing mounting is being hydrated. */
let hydrationDone = false;

/**
 * False while React hydrates prerendered HTML, true afterwards. Anything that depends on the URL's
 * query, the clock or storage renders its prerendered state first, so hydration never mismatches.
 *
 * The switch to true after hydration is a transition: React renders it in slices, in the background.
 * (It was a `useSyncExternalStore` whose server snapshot was false, which React must re-render
 * synchronously, with the hydration's effects: on /shop that re-rendered the whole page and its
 * twelve cards in one blocking task; docs/decisions/034, addendum.) A component mounted after
 * hydration (a client-side navigation) is true from its first render.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    hydrationDone = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
