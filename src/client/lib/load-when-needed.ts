/** A module fetched the first time it is asked for; a failed fetch (the phone lost its network) is tried again on the next call. */
export function loadWhenNeeded<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
