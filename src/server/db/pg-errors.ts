/** The SQLSTATE of a database error, whether the driver's error is thrown bare or wrapped by Drizzle. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
export const CHECK_VIOLATION = "23514";

/** The constraint a violation names (pg and PGlite both report it), to say which rule was broken. */
export function pgConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Class 22, "data exception" (NUL in text, a date out of range): the client's bad data, not a server failure. */
export function isDataException(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith("22") ?? false;
}

/** Node's socket errors when the database server is not there or went away mid-conversation. */
const UNREACHABLE_SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOTFOUND"]);

/** node-postgres's own words for a connection that dropped or never came. */
const UNREACHABLE_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/, /^Connection ended unexpectedly/];

/** Unreachable for now (class 08, 57P01-57P03, 53300, a socket error), not refusing this request: 503 rather than 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (current: unknown, depth: number): boolean => {
    if (!current || typeof current !== "object" || depth > 5 || seen.has(current)) return false;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string") {
      if (/^08[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "53300"].includes(code) || UNREACHABLE_SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === "string" && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // A host name with several addresses fails as an AggregateError of one error per address.
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(error, 0);
}
