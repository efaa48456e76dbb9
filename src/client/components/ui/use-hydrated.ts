import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False while React hydrates the server's HTML, so URL-, clock- or storage-dependent output never mismatches. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
