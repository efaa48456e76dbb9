/** Work a request starts and does not wait for; shutdown and the tests await it before closing the database. */
export function createBackgroundWork() {
  const pending = new Set<Promise<unknown>>();
  return {
    run(work: Promise<unknown>): void {
      const tracked = work.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    /** Resolves once everything started so far has ended, however it ended. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export type BackgroundWork = ReturnType<typeof createBackgroundWork>;
