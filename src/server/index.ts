import cluster from "node:cluster";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { openDatabase, waitForDatabase, type DatabaseHandle } from "./db/client";
import { isDatabaseUnavailable } from "./db/pg-errors";
import { applyMigrations } from "./db/migrate";
import { seed } from "./db/seed";
import { ConfigError, loadEnv } from "./env";
import { hasClientBuild } from "./http/client-app";
import { createDocumentThreads } from "./document-threads";
import { createBackgroundWork } from "./http/background";
import { gaugeOf } from "./http/metrics";
import { superviseWorkers, workerCount } from "./cluster";
import { createLogger, type Logger } from "./logger";
import { createMailer } from "./mail/transport";
import { createEmailQueue, emailQueueSettings, watchEmailQueue } from "./modules/emails/service";
import { startRewardSweep } from "./modules/membership/sweep";
import { startPaymentSweep } from "./modules/payments/overdue";
import { startCartReminderSweep } from "./modules/cart-reminders/service";

/** Where the shop's e-mails go, for the start-up line: an SMTP host (never its password), or the outbox folder. */
function mailDestination(env: { SMTP_URL?: string; DATA_DIR: string }): string {
  return env.SMTP_URL ? `SMTP via ${new URL(env.SMTP_URL).host}` : `files in ${path.resolve(env.DATA_DIR, "outbox")} (no SMTP_URL set)`;
}

/** Runs a start-up step again, once the database answers, each time it fails for want of the database. */
async function untilDatabaseAnswers<T>(database: DatabaseHandle, logger: Logger, step: () => Promise<T>): Promise<T> {
  for (;;) {
    await waitForDatabase(database, { onWaiting: (error) => logger.warn("waiting for the database to answer before starting", { error: String(error) }) });
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
  }
}

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const workers = workerCount(env);
  if (workers > 1 && cluster.isPrimary) {
    // Each worker migrates (they take turns) and serves; this process only watches over them.
    superviseWorkers(workers, logger, (address) => logger.info(`shop listening on ${address}`, { database: "PostgreSQL", email: mailDestination(env), env: env.NODE_ENV, workers }));
    return;
  }
  // An unhandled rejection that is only the database being away is logged instead of ending the process.
  process.on("unhandledRejection", (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    logger.warn("database unreachable: background work failed", { error: reason });
  });
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL, poolMax: env.DB_POOL_MAX } : { dataDir: env.DATA_DIR });
  // Started while PostgreSQL is down or restarting: wait for it rather than exit.
  await untilDatabaseAnswers(database, logger, () => applyMigrations(database));
  const { pool } = database;
  if (pool) {
    gaugeOf("shop_db_pool_connections", "Database connections this process holds open", () => pool.totalCount);
    gaugeOf("shop_db_pool_idle", "Of those, idle", () => pool.idleCount);
    gaugeOf("shop_db_pool_waiting", "Queries waiting for a free connection", () => pool.waitingCount);
  }
  await untilDatabaseAnswers(database, logger, () => seed(database.db, { demo: env.NODE_ENV !== "production" }));

  const mailer = createMailer(env, logger);
  const emails = createEmailQueue({ database, mailer, logger, settings: emailQueueSettings(env) });
  // Installs (or upgrades) the queue's tables and starts this process's worker before requests come.
  await emails.start();
  watchEmailQueue(database.db);
  const auth = createAuth({ db: database.db, env, emails, logger });
  // Without a client build the server still answers /api/*.
  const builtDir = path.resolve(env.BUILD_DIR);
  const buildDir = hasClientBuild(builtDir) ? builtDir : undefined;
  if (!buildDir) logger.warn("no client build found: the API runs alone; run `npm run build` and restart (npm start does both)", { buildDir: builtDir });
  const background = createBackgroundWork();
  if (env.BENCH_SKIP_DOCUMENT_DRAWING) logger.warn("BENCH_SKIP_DOCUMENT_DRAWING is set: PDFs are drawn only when downloaded (a bench setting)");
  const documents = createDocumentThreads({ logger, drawLater: !env.BENCH_SKIP_DOCUMENT_DRAWING });
  const app = createApp({ env, db: database.db, auth, emails, logger, background, documents, buildDir });
  const rewardSweep = startRewardSweep({ db: database.db, emails, logger, baseUrl: env.baseUrl, intervalMs: env.REWARD_SWEEP_MINUTES * 60_000 });
  const paymentSweep = startPaymentSweep({
    db: database.db,
    emails,
    documents,
    logger,
    baseUrl: env.baseUrl,
    signatory: env.signatory,
    now: env.now,
    intervalMs: env.PAYMENT_SWEEP_SECONDS * 1000,
  });
  const cartReminderSweep = startCartReminderSweep({ db: database.db, emails, logger, baseUrl: env.baseUrl, now: env.now, intervalMs: env.CART_REMINDER_SWEEP_MINUTES * 60_000 });

  // Counted apart from connections: a handler whose client hung up still needs the database until it returns.
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    inFlight += 1;
    try {
      return await app.fetch(request, ...rest);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) onIdle?.();
    }
  };
  const handlersDone = () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => (onIdle = resolve)));

  const server = serve({ fetch, hostname: env.HOST, port: env.PORT }, (info) => {
    // A worker of several: the primary says where the shop listens, once.
    if (cluster.isWorker) return;
    const host = info.address.includes(":") ? `[${info.address}]` : info.address;
    logger.info(`shop listening on http://${host}:${info.port}`, {
      database: database.kind === "pglite" ? `PGlite in ${path.resolve(env.DATA_DIR)}` : "PostgreSQL",
      email: mailDestination(env),
      env: env.NODE_ENV,
    });
  });
  // Longer than a proxy's idle timeout, so a reused connection is not reset under a request.
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // SIGTERM/SIGINT: stop taking connections, let requests and an e-mail being sent finish, close the database.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    const forceExit = setTimeout(() => process.exit(1), 10_000).unref();
    server.close(async () => {
      await handlersDone();
      await background.settled();
      await paymentSweep.stop();
      await cartReminderSweep.stop();
      // Documents still queued are drawn at their first download.
      await documents.stop();
      await rewardSweep.stop();
      await emails.stop().catch((error: unknown) => logger.error("stopping the e-mail queue failed", { error }));
      await database.close().catch((error: unknown) => logger.error("closing the database failed", { error }));
      clearTimeout(forceExit);
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The shop could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
