import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Signatory } from "~/shared/invoice";
import { UPI_ID_PATTERN } from "~/shared/upi";

// The one place that reads the environment. Everything else receives an `Env`.

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: z.string().min(1).default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: the embedded PGlite database under DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Connections per server process (each worker has its own pool). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  /** Server processes on PostgreSQL; unset: one per core in production, one elsewhere. PGlite always runs one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The shop's public origin, e.g. https://shop.example.in; sets cookie security and links in e-mails. */
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Demo Farm Foods <orders@example.com>"),
  /** Deliver queued e-mail in this process (docs/product-rules.md#e-mails); false where another process delivers. */
  EMAIL_WORKER: z.stringbool().default(true),
  /** Retries after a message's first attempt before it counts as failed (the waits grow with jitter). */
  EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(10),
  /** The first retry waits about this long; each next one about twice as long. */
  EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** How often each process expires membership rewards past their last day and queues "expires soon" e-mails (safe in every process at once). */
  REWARD_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The brand's UPI account (VPA) shoppers pay into, and the name their UPI app shows for it (fake defaults: replace them). */
  UPI_VPA: z.string().trim().regex(UPI_ID_PATTERN, "must be a UPI id like shop@bank").default("demofarmfoods@icici"),
  UPI_PAYEE_NAME: z.string().trim().min(2).max(50).default("Demo Farm Foods"),
  PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often each process queues reminders for carts left 24 hours by shoppers who opted in (safe in every process at once). */
  CART_REMINDER_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  BUILD_DIR: z.string().min(1).default("build"),
  /** Set behind a reverse proxy that appends the client's address to X-Forwarded-For (rate limits use it). */
  TRUST_PROXY: z.stringbool().default(false),
  /** Set: GET /metrics answers (Prometheus format) to `Authorization: Bearer <this>`. Unset: /metrics is 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Test mode only: the instant the delivery promise is computed for, so delivery tests do not depend on the hour. */
  SHOP_TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  /** Who signs tax invoices and credit notes for the seller, printed under "Authorised Signatory" (fake defaults: replace them). */
  SELLER_SIGNATORY_NAME: z.string().trim().min(2).max(100).default("A. Example"),
  SELLER_SIGNATORY_DESIGNATION: z.string().trim().min(2).max(100).default("Director"),
  /** The bench's ceiling run only: documents are issued with their order but drawn at their first download. */
  BENCH_SKIP_DOCUMENT_DRAWING: z.stringbool().default(false),
  /** Razorpay (docs/decisions/060): Online Payment is offered only when all three are set. */
  RAZORPAY_KEY_ID: z.string().trim().regex(/^rzp_(test|live)_\w+$/, "must look like rzp_test_… or rzp_live_…").optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(8, "must be at least 8 characters").optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(8, "must be at least 8 characters").optional(),
  /** Test mode only: where the Razorpay SDK sends its calls (the tests' stand-in), instead of https://api.razorpay.com. */
  RAZORPAY_API_URL: z.url().optional(),
});

export type Env = z.infer<typeof envSchema> & {
  BETTER_AUTH_SECRET: string;
  baseUrl: string;
  /** Origins whose requests may change data. */
  trustedOrigins: string[];
  /** The moment delivery promises are computed for: the real clock, or SHOP_TEST_NOW in test mode. */
  now: () => Date;
  signatory: Signatory;
  /** The gateway's keys when all three are set; null: Online Payment stays "Coming soon". */
  razorpay: RazorpayConfig | null;
};

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret: string; apiUrl: string | null };

export class ConfigError extends Error {}

/** Validates the configuration once; throws a ConfigError naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const secret = env.BETTER_AUTH_SECRET ?? developmentSecret(env);
  const localOrigins = [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  const baseUrl = env.PUBLIC_URL?.replace(/\/$/, "") ?? localOrigins[0]!;
  return {
    ...env,
    BETTER_AUTH_SECRET: secret,
    baseUrl,
    trustedOrigins: env.PUBLIC_URL ? [new URL(env.PUBLIC_URL).origin] : localOrigins,
    now: shopClock(env),
    signatory: { name: env.SELLER_SIGNATORY_NAME, designation: env.SELLER_SIGNATORY_DESIGNATION },
    razorpay: razorpayConfig(env),
  };
}

function razorpayConfig(env: z.infer<typeof envSchema>): RazorpayConfig | null {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) return null;
  return { keyId, keySecret, webhookSecret, apiUrl: env.NODE_ENV === "test" ? (env.RAZORPAY_API_URL ?? null) : null };
}

function shopClock(env: z.infer<typeof envSchema>): () => Date {
  const fixed = env.NODE_ENV === "test" ? env.SHOP_TEST_NOW : undefined;
  return fixed ? () => new Date(fixed) : () => new Date();
}

/** Outside production a random secret is created once in DATA_DIR, so sessions survive restarts; production refuses to start without one. */
function developmentSecret(env: z.infer<typeof envSchema>): string {
  if (env.NODE_ENV === "production") {
    throw new ConfigError("Missing BETTER_AUTH_SECRET: production needs a session secret of at least 32 characters (for example `openssl rand -hex 32`).");
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
