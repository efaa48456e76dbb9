import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "./errors";

/**
 * Scripts only from our own origin, plus the exact inline scripts of a prerendered page (by
 * hash): no 'unsafe-inline' for scripts. Inline styles are allowed (toasts and carousels set them).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders({ https }: { https: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy());
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request that changes data must come from one of the shop's own origins. Browsers always send
 * Origin on such requests; scripts and tests must send it too.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("Origin");
      if (!origin || !trustedOrigins.includes(origin)) throw new ApiError(403, "Cross-origin request refused");
    }
    await next();
  });
}
