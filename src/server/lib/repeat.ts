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

type SweepTiming = { logger: Logger; now: () => Date; intervalMs: number };

/** A repeating sweep that handles what is due at `now()` and logs `done` with how many it handled, when any. */
export function startCountedSweep(timing: SweepTiming, what: string, done: string, sweep: (now: Date) => Promise<readonly unknown[]>): Repeating {
  return startRepeating({
    what,
    intervalMs: timing.intervalMs,
    logger: timing.logger,
    work: async () => {
      const handled = await sweep(timing.now());
      if (handled.length > 0) timing.logger.info(done, { count: handled.length });
    },
  });
}
