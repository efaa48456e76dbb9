import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { createAuth } from "../auth";
import { seed } from "../db/seed";
import { loadEnv } from "../env";
import { createLogger } from "../logger";
import { createMailer, type Mailer, type MailMessage } from "../mail/transport";
import { createEmailQueue, emailQueueSettings } from "../modules/emails/service";
import { apiClientFor } from "./api-client";
import { createTestDatabase } from "./database";
import { mailSettled } from "./mail";
import { signUpThrough } from "./users";
import { createBackgroundWork } from "../http/background";
import { createDocumentThreads } from "../document-threads";

type RequestOptions = { body?: unknown; cookie?: string; headers?: Record<string, string> };

/**
 * The whole app over a fresh database (PGlite, or TEST_DATABASE_URL), its real e-mail queue
 * delivering to memory (or SMTP_URL), through app.request. close() stops the queue, then the database.
 */
export async function createTestApp({ env: overrides = {} }: { env?: Record<string, string> } = {}) {
  const database = await createTestDatabase();
  await seed(database.db, { demo: true });
  const env = loadEnv({
    NODE_ENV: "test",
    PORT: "3000",
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-test-")),
    LOG_LEVEL: "silent",
    EMAIL_RETRY_DELAY_SECONDS: "1",
    ...overrides,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = env.SMTP_URL ? createMailer(env, logger) : { send: async (message) => void sentMail.push(message) };
  const emails = createEmailQueue({ database, mailer, logger, settings: { ...emailQueueSettings(env), pollingIntervalSeconds: 0.5 } });
  await emails.start();
  const auth = createAuth({ db: database.db, env, emails, logger });
  const background = createBackgroundWork();
  const documents = createDocumentThreads({ logger, drawLater: !env.BENCH_SKIP_DOCUMENT_DRAWING });
  const app = createApp({ env, db: database.db, auth, emails, logger, background, documents });
  const origin = env.trustedOrigins[0]!;

  /** A same-origin request, for better-auth's endpoints and malformed input; the rest goes through `api`. */
  function request(method: string, url: string, { body, cookie, headers = {} }: RequestOptions = {}) {
    const allHeaders: Record<string, string> = { Origin: origin, Accept: "application/json", ...headers };
    if (cookie) allHeaders.Cookie = cookie;
    if (body !== undefined) allHeaders["Content-Type"] = "application/json";
    return app.request(url, { method, headers: allHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  return {
    app,
    db: database.db,
    env,
    auth,
    sentMail,
    origin,
    request,
    api: apiClientFor(app, origin),
    signUp: signUpThrough(request),
    emails,
    documents,
    /** Resolves once work requests left running after their answer (a reset request, a PDF drawn after an order) has ended. */
    backgroundSettled: async () => {
      await background.settled();
      await documents.settled();
    },
    /** Waits until no message is waiting for its first try (a retry keeps it waiting too), then gives what was sent. */
    mailSettled: () => mailSettled(database.db, emails),
    close: async () => {
      await background.settled();
      await documents.stop();
      await emails.stop();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
