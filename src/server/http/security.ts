import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { ApiError } from "./errors";
import { nodeBindings } from "./node-response";

/** Razorpay Checkout's script and its payment window (docs/decisions/060): loaded only when a shopper pays online. */
const PAYMENT_GATEWAY_SCRIPT = "https://checkout.razorpay.com";
const PAYMENT_GATEWAY_FRAMES = "https://api.razorpay.com https://checkout.razorpay.com";

/** Scripts only from our origin, the payment gateway's checkout, and the exact inline scripts by hash; inline styles are allowed (toasts and carousels set them). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join("")} ${PAYMENT_GATEWAY_SCRIPT}`,
    `frame-src 'self' ${PAYMENT_GATEWAY_FRAMES}`,
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

/** The headers every answer carries, built once; the CSP is the default a page may replace with its own. */
export function constantSecurityHeaders({ https }: { https: boolean }): readonly (readonly [string, string])[] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
  ];
}

/** Every header a page gets from the shop when it sets none of its own: the default CSP and the constant ones. */
export function defaultPageHeaders({ https }: { https: boolean }): readonly (readonly [string, string])[] {
  return [["Content-Security-Policy", contentSecurityPolicy()], ...constantSecurityHeaders({ https })];
}

export function securityHeaders({ https }: { https: boolean }) {
  const constant = constantSecurityHeaders({ https });
  const defaultPolicy = contentSecurityPolicy();
  const withPolicy = defaultPageHeaders({ https });
  return createMiddleware<AppEnv>(async (c, next) => {
    const node = nodeBindings(c);
    if (node) {
      // Defaults on Node's response: a page's own CSP, set on its answer, replaces this one.
      for (const [name, value] of withPolicy) node.outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", defaultPolicy);
    for (const [name, value] of constant) headers.set(name, value);
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A request that changes data must come from one of the shop's own origins (browsers always send Origin). */
export function sameOriginWrites(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header("Origin");
      if (!origin || !trustedOrigins.includes(origin)) throw new ApiError(403, "Cross-origin request refused");
    }
    await next();
  });
}
