/**
 * A module fetched the first time it is asked for, not with the page: `load` is a dynamic import.
 * Every later call shares the same answer; a failed fetch (the phone lost its network) is tried
 * again on the next call instead of failing for the rest of the visit.
 */
export function loadWhenNeeded<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
