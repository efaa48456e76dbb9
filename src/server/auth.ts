import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Database } from "./db/client";
import * as schema from "./db/schema";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/transport";

export type AuthDeps = { db: Database; env: Env; mailer: Mailer; logger: Logger };

/** better-auth: e-mail and password, database sessions in an HttpOnly cookie, under /api/auth. */
export function createAuth({ db, env }: AuthDeps) {
  return betterAuth({
    appName: "shop",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    user: {
      additionalFields: {
        // input: false — no sign-up or update request can set a role.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
    },
    advanced: {
      useSecureCookies: env.baseUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
