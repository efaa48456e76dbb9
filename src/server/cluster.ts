import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { AggregatorRegistry } from "prom-client";
import type { Env } from "./env";
import type { Logger } from "./logger";

/** PGlite: one process, since only one may open its folder; PostgreSQL: WEB_CONCURRENCY, else one per core in production. */
export function workerCount(env: Pick<Env, "DATABASE_URL" | "WEB_CONCURRENCY" | "NODE_ENV">): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? (env.NODE_ENV === "production" ? availableParallelism() : 1);
}

/** A worker that dies this soon after the previous death waits before it is replaced, so a crash loop does not spin. */
const RESTART_DELAY_MS = [0, 1_000, 5_000, 15_000];

/** Forks the workers, replaces one that dies, and on SIGTERM/SIGINT lets each finish its requests, then exits 0. */
export function superviseWorkers(count: number, logger: Logger, announce: (address: string) => void): void {
  let stopping = false;
  let recentDeaths = 0;
  let announced = false;
  let listening = 0;

  // GET /metrics reaches one worker; it asks here, and the figures of every worker are added up.
  const aggregator = new AggregatorRegistry();
  const fork = () => {
    const worker = cluster.fork();
    worker.on("message", (message: { type?: string; id?: number }) => {
      if (message?.type !== "shop:metrics-ask") return;
      aggregator
        .clusterMetrics()
        .then((text) => worker.send({ type: "shop:metrics", id: message.id, text }))
        .catch((error: unknown) => {
          // A worker still starting does not answer yet: the scrape is refused, the next one counts.
          logger.warn("gathering metrics failed", { error });
          worker.send({ type: "shop:metrics", id: message.id, error: String(error) });
        });
    });
    worker.on("listening", (address) => {
      listening += 1;
      if (!announced && listening === count) {
        announced = true;
        const host = address.address?.includes(":") ? `[${address.address}]` : address.address;
        announce(`http://${host ?? "127.0.0.1"}:${address.port}`);
      }
    });
  };

  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) return;
    // Not one worker ever started (a wrong DATABASE_URL, the port taken): restarting cannot help.
    if (listening === 0 && recentDeaths >= count) {
      logger.error("no server worker could start; giving up", { code, signal });
      process.exit(1);
    }
    logger.error("a server worker stopped unexpectedly; starting another", { pid: worker.process.pid, code, signal });
    const delay = RESTART_DELAY_MS[Math.min(recentDeaths, RESTART_DELAY_MS.length - 1)]!;
    recentDeaths += 1;
    setTimeout(() => (recentDeaths = Math.max(0, recentDeaths - 1)), 60_000).unref();
    setTimeout(() => stopping || fork(), delay);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal, workers: count });
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    const forceExit = setTimeout(() => process.exit(1), 15_000).unref();
    let failed = false;
    Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            // A worker still starting has no handler yet: SIGTERM ends it at once, which is fine.
            worker.once("exit", (code, signal) => {
              if (code !== 0 && signal !== "SIGTERM") failed = true;
              resolve();
            });
            worker.process.kill("SIGTERM");
          }),
      ),
    ).then(() => {
      clearTimeout(forceExit);
      process.exit(failed ? 1 : 0);
    });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  for (let index = 0; index < count; index += 1) fork();
}
