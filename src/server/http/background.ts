/**
 * Work a request starts and does not wait for (better-auth handling a reset request after the
 * answer has gone). Shutdown and the test kit await it before the e-mail queue and the database
 * close, so none is cut off half-way.
 */
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
