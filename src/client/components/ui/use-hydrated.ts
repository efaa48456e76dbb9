import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the server's HTML, true afterwards (and from the first render of a
 * component mounted later). Anything that depends on the URL's query, the clock or storage renders
 * the server's state first, so hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
