import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, DatabaseHandle, Queryable } from "~/server/db/client";
import type { Env } from "~/server/env";
import type { Logger } from "~/server/logger";
import type { Mailer, MailMessage } from "~/server/mail/transport";
import type { EmailKind } from "~/shared/schemas/admin-emails";
import { isDatabaseUnavailable } from "~/server/db/pg-errors";
import { bossDb } from "./boss-db";
import { deliverEmail, describeFailure, failAbandonedEmails, writeEmail } from "./delivery";
import { startDeliveryWorker, type DeliveryWorker } from "./worker";

/** pg-boss's queue of deliveries; each job names one row of outgoing_emails. */
export const QUEUE = "email-delivery";

/** A delivery still active this long is taken as interrupted (its process died) and retried. */
export const JOB_EXPIRY_SECONDS = 20;
export const MAINTENANCE_INTERVAL_SECONDS = 10;

export type EmailQueueSettings = {
  /** Attempts after the first before a message counts as failed. */
  retryLimit: number;
  /** The first retry waits about this long, each next one about twice as long (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** Deliver in this process; false for a process that only queues (another one delivers). */
  worker: boolean;
  /** How often an idle worker looks for work; the shop also wakes it after each commit that queues mail. */
  pollingIntervalSeconds?: number;
  /** The host part of each Message-ID, e.g. the shop's domain. */
  messageIdHost: string;
};

/** The settings from the configuration (env.ts); the test kit shortens the polling. */
export function emailQueueSettings(env: Pick<Env, "EMAIL_WORKER" | "EMAIL_RETRY_LIMIT" | "EMAIL_RETRY_DELAY_SECONDS" | "baseUrl">): EmailQueueSettings {
  return {
    worker: env.EMAIL_WORKER,
    retryLimit: env.EMAIL_RETRY_LIMIT,
    retryDelaySeconds: env.EMAIL_RETRY_DELAY_SECONDS,
    messageIdHost: new URL(env.baseUrl).hostname,
  };
}

export type EmailQueue = {
  /** Writes the message and its delivery job with `tx`: both commit, or neither. Call `wake` after the commit. */
  enqueue(tx: Queryable, kind: EmailKind, message: MailMessage): Promise<string>;
  /** Another delivery of a message already written (a staff resend), with `tx`. */
  requeue(tx: Queryable, emailId: string): Promise<void>;
  /** Asks this process's worker to look now instead of at its next poll. */
  wake(): void;
  start(): Promise<void>;
  /** Stops taking work and waits (up to a limit) for a delivery in progress. */
  stop(): Promise<void>;
};

type Deps = { database: Pick<DatabaseHandle, "db" | "runScript">; mailer: Mailer; logger: Logger; settings: EmailQueueSettings };

/** pg-boss over the shop's own database through Drizzle, so a message is queued in the transaction of its change. */
export function createEmailQueue({ database, mailer, logger, settings }: Deps): EmailQueue {
  const db: Database = database.db;
  const boss = new PgBoss({
    db: bossDb(db, database.runScript),
    // Installs or upgrades pg-boss's tables at start, under its advisory lock: processes take turns.
    migrate: true,
    supervise: true,
    // How often one process expires jobs left active by a dead one, so an interrupted delivery runs again soon.
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
    schedule: false,
  });
  boss.on("error", (error: unknown) => (isDatabaseUnavailable(error) ? logger.warn : logger.error)("e-mail queue error", { error: describeFailure(error) }));
  const jobOptions: PgBoss.SendOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    // Longer than nodemailer's own timeouts (transport.ts), so a slow send fails before it expires.
    expireInSeconds: JOB_EXPIRY_SECONDS,
    retentionDays: 14,
  };
  let worker: DeliveryWorker | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  let started = false;

  async function send(tx: Queryable, emailId: string) {
    const jobId = await boss.send(QUEUE, { emailId }, { ...jobOptions, db: bossDb(tx) });
    // pg-boss answers null when nothing was inserted (e.g. the queue is missing): never lose a message silently.
    if (!jobId) throw new Error(`the e-mail queue refused message ${emailId}`);
  }

  return {
    async enqueue(tx, kind, message) {
      const emailId = await writeEmail(tx, kind, message);
      await send(tx, emailId);
      return emailId;
    },
    requeue: send,
    wake() {
      worker?.wake();
    },
    async start() {
      await boss.start();
      started = true;
      await createQueueOnce(db, { name: QUEUE, ...jobOptions });
      if (!settings.worker) return;
      const intervalMs = (settings.pollingIntervalSeconds ?? 2) * 1000;
      // Now and then: a message whose last try ended without an answer becomes "failed", for staff to resend.
      const sweep = () =>
        failAbandonedEmails(db, QUEUE)
          .then((count) => count > 0 && logger.warn("e-mails abandoned mid-delivery marked failed", { count }))
          .catch((error: unknown) => logger.error("e-mail queue: the abandoned-message sweep failed", { error: describeFailure(error) }));
      sweeper = setInterval(sweep, 60_000);
      sweeper.unref();
      worker = startDeliveryWorker(
        boss,
        QUEUE,
        (job) => deliverEmail(db, mailer, job.data.emailId, { finalAttempt: job.retryCount >= job.retryLimit, messageIdHost: settings.messageIdHost, logger }),
        { intervalMs, logger },
      );
    },
    async stop() {
      if (!started) return;
      started = false;
      clearInterval(sweeper);
      // Within the server's 10 s shutdown limit (index.ts): the delivery in hand, then pg-boss's timers.
      await worker?.stop(8_000);
      worker = undefined;
      await boss.stop({ graceful: false });
    },
  };
}

/** Two processes creating a pg-boss 10 queue at once can deadlock (supabase/storage#703): the first start creates it under an advisory lock. */
async function createQueueOnce(db: Database, queue: PgBoss.Queue) {
  const probe = new PgBoss({ db: bossDb(db) });
  if (await probe.getQueue(queue.name)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('shop.pgboss.create_queue', 0))`);
    await new PgBoss({ db: bossDb(tx) }).createQueue(queue.name, queue);
  });
}
