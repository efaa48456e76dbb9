import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth, getCurrentAdapter, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { z } from "zod";
import { forgotPasswordSchema, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, newPasswordSchema, signInSchema, signUpSchema } from "~/shared/schemas/auth";
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import type { Database } from "./db/client";
import { isDatabaseUnavailable, pgErrorCode, UNIQUE_VIOLATION } from "./db/pg-errors";
import * as authTables from "./db/schema/auth";
import { profiles } from "./db/schema/customers";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { acceptedLanguage } from "./i18n/language";
import { passwordResetEmail } from "./mail/templates/password-reset";
import type { EmailQueue } from "./modules/emails/service";
import { chooseCartReminders } from "./modules/cart-reminders/service";

export type AuthDeps = { db: Database; env: Env; emails: EmailQueue; logger: Logger };

/** A reset link works once, for this long. */
export const RESET_LINK_VALID_SECONDS = 60 * 60;

/** Lets better-auth's adapter write the shop's `profiles` table inside its own sign-up transaction. */
const profilesModel = {
  id: "shop-profiles",
  schema: { profile: { fields: { fullName: { type: "string", required: false } } } },
} satisfies BetterAuthPlugin;

function parseOrRefuse<T extends z.ZodType>(schemaToUse: T, input: unknown): z.output<T> {
  const result = schemaToUse.safeParse(input);
  if (!result.success) throw new APIError("BAD_REQUEST", { message: result.error.issues[0]?.message ?? "Invalid request" });
  return result.data;
}

/** The shop's form rules, checked with the browser's schemas before better-auth acts, so a script cannot create an account the form would refuse. */
const formRules = createAuthMiddleware(async (ctx) => {
  const body: Record<string, unknown> = ctx.body ?? {};
  switch (ctx.path) {
    case "/sign-up/email": {
      const input = parseOrRefuse(signUpSchema, { fullName: body.name, email: body.email, password: body.password, cartReminders: body.cartReminders });
      return { context: { body: { ...body, name: input.fullName, email: input.email, cartReminders: input.cartReminders } } };
    }
    case "/sign-in/email": {
      const input = parseOrRefuse(signInSchema, { email: body.email, password: body.password });
      return { context: { body: { ...body, email: input.email } } };
    }
    case "/request-password-reset": {
      const input = parseOrRefuse(forgotPasswordSchema, { email: body.email });
      return { context: { body: { ...body, email: input.email.toLowerCase() } } };
    }
    case "/reset-password":
      parseOrRefuse(newPasswordSchema, body.newPassword);
      return;
  }
});

/** What failed inside better-auth during one request, for the shop's routes to answer better than its bare 500. */
export const authFailure = new AsyncLocalStorage<{ error?: unknown }>();

/** Two sign-ups with one e-mail at once: both pass better-auth's check, the unique index refuses one. */
export const isDuplicateSignUp = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION;

export function createAuth({ db, env, emails, logger }: AuthDeps) {
  return betterAuth({
    appName: "shop",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: env.trustedOrigins,
    // transaction: sign-up writes the user, the profile, the account and the session together.
    database: drizzleAdapter(db, { provider: "pg", schema: { ...authTables, profiles }, usePlural: true, transaction: true }),
    plugins: [profilesModel],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // A new customer is signed in at once (docs/product-rules.md#accounts-and-sessions).
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_SECONDS,
      // Whoever had the old password (a thief, a shared computer) is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        // In the language of the page asked on: a shopper on /hi/... gets Hindi and a /hi link.
        const lang = acceptedLanguage(request?.headers.get("Accept-Language"));
        const url = `${env.baseUrl}${localize(lang, paths.resetPassword.getHref(token))}`;
        const message = passwordResetEmail({ to: user.email, name: user.name, url, validMinutes: RESET_LINK_VALID_SECONDS / 60, lang });
        // Queued, not sent, and a queue failure answers like success: the timing and answer tell nothing about the address.
        try {
          await db.transaction((tx) => emails.enqueue(tx, "password_reset", message));
          emails.wake();
        } catch (error) {
          logger.error("password reset e-mail could not be queued", { error });
        }
        // A working reset link is a key to the account: logged only on a developer's machine, never in production.
        if (!env.SMTP_URL && env.NODE_ENV !== "production") {
          logger.info("password reset link (no SMTP_URL set, so it is only in the outbox and here)", { to: user.email, url });
        }
      },
    },
    user: {
      additionalFields: {
        // input: false — no sign-up or update request can set a role.
        role: { type: "string", required: false, defaultValue: "customer", input: false },
      },
    },
    databaseHooks: {
      account: {
        create: {
          // Runs inside the sign-up transaction, after the user row: a user never exists without a profile.
          async before(account, ctx) {
            if (!ctx) return;
            const adapter = await getCurrentAdapter(ctx.context.adapter);
            const user = await adapter.findOne<{ name: string }>({ model: "user", where: [{ field: "id", value: account.userId }] });
            const existing = await adapter.findOne({ model: "profile", where: [{ field: "id", value: account.userId }] });
            if (!existing) await adapter.create({ model: "profile", data: { id: account.userId, fullName: user?.name ?? null }, forceAllowId: true });
          },
        },
      },
    },
    hooks: {
      before: formRules,
      // The sign-up form's cart reminders box, recorded for the new account only when ticked (consent is never assumed).
      after: createAuthMiddleware(async (ctx) => {
        const user = ctx.context.newSession?.user;
        if (ctx.path === "/sign-up/email" && user && (ctx.body as { cartReminders?: unknown } | undefined)?.cartReminders === true) {
          await chooseCartReminders(db, user.id, true, env.now());
        }
      }),
    },
    // Limits are enforced in front of this handler, keyed by address and e-mail (docs/decisions/007-auth-rate-limits.md).
    rateLimit: { enabled: false },
    advanced: {
      // HttpOnly and SameSite=Lax are better-auth's defaults; Secure whenever the shop is served over https.
      useSecureCookies: env.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    // Warnings and errors go to the shop's log; info lines name e-mail addresses, so they are dropped.
    logger: {
      level: "info",
      log: (level, message, ...details) => {
        // better-auth answers some failures itself (422 "Failed to create user"): the shop's route reads the cause.
        const failure = authFailure.getStore();
        const cause = details.find((detail) => detail instanceof Error);
        if (failure && cause && failure.error === undefined) failure.error = cause;
        // The database away is a 503 and a lost sign-up race is "already exists": neither is a fault.
        if (level === "error" && details.some(isDatabaseUnavailable)) level = "warn";
        if (level === "error" && details.some(isDuplicateSignUp)) return;
        if (level === "warn" || level === "error") logger[level](`auth: ${message}`);
      },
    },
    onAPIError: {
      // Within a request the shop's route reads the failure and decides (503, 422 or a logged 500); outside one it is logged here.
      onError: (error) => {
        const failure = authFailure.getStore();
        if (failure) failure.error = error;
        else if (!(error instanceof APIError) || error.status === "INTERNAL_SERVER_ERROR") logger.error("auth: unexpected failure", { error });
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
