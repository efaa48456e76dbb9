import { DrizzleQueryError } from "drizzle-orm/errors";

// One JSON line per event. Passwords, tokens and bodies are never passed here; a reset link only without SMTP on a laptop.
const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof levels;
type Fields = Record<string, unknown>;

export type Logger = {
  /** Whether a line at `level` is written: check it before building fields that cost something. */
  enabled(level: Exclude<LogLevel, "silent">): boolean;
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
};

export function createLogger(minimum: LogLevel = "info"): Logger {
  const write = (level: Exclude<LogLevel, "silent">) => (message: string, fields: Fields = {}) => {
    if (levels[level] < levels[minimum]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }, errorReplacer);
    (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    enabled: (level) => levels[level] >= levels[minimum],
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
  };
}

/** A failed Drizzle query lists its parameters (ids, e-mails, tokens) in its message: only the statement and the driver's cause are logged. */
function errorReplacer(_key: string, value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const message = value instanceof DrizzleQueryError ? `Failed query: ${value.query}` : value.message;
  const code = (value as { code?: unknown }).code;
  return {
    name: value.name,
    message,
    ...(code === undefined ? {} : { code }),
    stack: value.stack?.replace(value.message, message),
    ...(value.cause === undefined ? {} : { cause: value.cause }),
  };
}
