import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { createAuth } from "../auth";
import { seed } from "../db/seed";
import { loadEnv } from "../env";
import { createLogger } from "../logger";
import type { Mailer, MailMessage } from "../mail/transport";
import { apiClientFor } from "./api-client";
import { createTestDatabase } from "./database";
import { signUpThrough } from "./users";

type RequestOptions = { body?: unknown; cookie?: string; headers?: Record<string, string> };

/**
 * The whole app over a fresh real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set),
 * with a mailer that keeps messages in memory. Requests go through app.request: no network.
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
    ...overrides,
  });
  const logger = createLogger(env.LOG_LEVEL);
  const sentMail: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sentMail.push(message) };
  const auth = createAuth({ db: database.db, env, mailer, logger });
  const app = createApp({ env, db: database.db, auth, mailer, logger });
  const origin = env.trustedOrigins[0]!;

  /**
   * A same-origin request, as the shop's own pages make it. For better-auth's endpoints (not typed
   * routes) and for input that is malformed on purpose; everything else goes through `api`.
   */
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
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
