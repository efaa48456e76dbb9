import { setTimeout as sleep } from "node:timers/promises";
import type PgBoss from "pg-boss";
import { persistently } from "~/server/db/client";
import { isDatabaseUnavailable } from "~/server/db/pg-errors";
import type { Logger } from "~/server/logger";
import { describeFailure } from "./delivery";

type Job = PgBoss.JobWithMetadata<{ emailId: string }>;

export type DeliveryWorker = {
  /** Look for work now instead of at the next poll. */
  wake(): void;
  /** Stop fetching and wait, up to `withinMs`, for the job in hand, its completion included. */
  stop(withinMs: number): Promise<void>;
};

/** Fetch, handle, complete or fail, then fetch again: unlike pg-boss's `work()`, `stop` can await the job in hand and its completion. */
export function startDeliveryWorker(boss: PgBoss, queue: string, handle: (job: Job) => Promise<void>, { intervalMs, logger }: { intervalMs: number; logger: Logger }): DeliveryWorker {
  let stopping = false;
  let idle: AbortController | undefined;

  async function runOne(): Promise<boolean> {
    const [job] = await boss.fetch<{ emailId: string }>(queue, { includeMetadata: true, batchSize: 1 });
    if (!job) return false;
    try {
      await handle(job);
    } catch (error) {
      // pg-boss schedules the retry (or gives up); it keeps only the short, credential-free text.
      await boss.fail(queue, job.id, { message: describeFailure(error) });
      return true;
    }
    // Completed once the database answers: a job left active is only expired and retried later.
    await persistently(() => boss.complete(queue, job.id));
    return true;
  }

  const loop = (async () => {
    while (!stopping) {
      let worked = false;
      try {
        worked = await runOne();
      } catch (error) {
        // The database away is an outage the shop rides out (the poll tries again), not a fault here.
        const log = isDatabaseUnavailable(error) ? logger.warn : logger.error;
        log("e-mail worker: the queue could not be read or updated", { error: describeFailure(error) });
      }
      if (worked || stopping) continue;
      idle = new AbortController();
      await sleep(intervalMs, undefined, { signal: idle.signal }).catch(() => {});
      idle = undefined;
    }
  })();

  return {
    wake: () => idle?.abort(),
    async stop(withinMs) {
      stopping = true;
      idle?.abort();
      const deadline = sleep(withinMs, "late" as const);
      if ((await Promise.race([loop.then(() => "done" as const), deadline])) === "late") {
        logger.warn("e-mail worker: a delivery was still running at shutdown; it will be retried after its job expires");
      }
    },
  };
}
