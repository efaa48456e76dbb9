import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../app";
import { createAuth } from "../auth";
import { seed } from "../db/seed";
import { loadEnv } from "../env";
import { createLogger } from "../logger";
import type { Mailer, MailMessage } from "../mail/transport";
import { createTestDatabase } from "./database";

export type TestUser = { id: string; email: string; name: string; password: string; cookie: string };

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

  /** A same-origin request, as the shop's own pages make it. */
  function request(method: string, url: string, { body, cookie, headers = {} }: RequestOptions = {}) {
    const allHeaders: Record<string, string> = { Origin: origin, Accept: "application/json", ...headers };
    if (cookie) allHeaders.Cookie = cookie;
    if (body !== undefined) allHeaders["Content-Type"] = "application/json";
    return app.request(url, { method, headers: allHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  let userCount = 0;
  /** Signs a new customer up through the real auth endpoint and returns their session cookie. */
  async function signUp(details: Partial<Pick<TestUser, "email" | "name" | "password">> = {}): Promise<TestUser> {
    userCount += 1;
    const user = {
      email: details.email ?? `shopper${userCount}-${Date.now()}@example.com`,
      name: details.name ?? `Asha Devi ${userCount}`,
      password: details.password ?? "mustard-oil-123",
    };
    const response = await request("POST", "/api/auth/sign-up/email", { body: user });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const { user: created } = (await response.json()) as { user: { id: string } };
    return { ...user, id: created.id, cookie: sessionCookie(response) };
  }

  return {
    app,
    db: database.db,
    env,
    auth,
    sentMail,
    origin,
    request,
    signUp,
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The session cookie a response set, as a Cookie request header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => pair.includes("session_token"))
    .join("; ");
}
