import type { Logger } from "../logger";

export type Repeating = { stop(): Promise<void> };

/** Runs `work` now and then every `intervalMs`, one run at a time; a failed run is logged and the next one comes at its time. */
export function startRepeating({ what, intervalMs, logger, work }: { what: string; intervalMs: number; logger: Logger; work: () => Promise<void> }): Repeating {
  const once = () =>
    work().catch((error: unknown) => logger.error(`${what} failed; it runs again at the next interval`, { error: error instanceof Error ? error.message : String(error) }));
  let running = once();
  const timer = setInterval(() => {
    running = running.then(once);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
