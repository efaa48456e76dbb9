import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

// The shop is served by @hono/node-server, which hands every request's Node objects to Hono as
// `c.env`. Headers every answer carries are written straight onto Node's response, before the
// answer is built: @hono/node-server's writeHead merges the answer's own headers over them (Node
// gives writeHead's headers precedence), so a route still replaces a default (a page's own CSP,
// a route's own Cache-Control). That skips building and copying a web Headers object per answer,
// which cost more than the shop's own work on a catalogue read (docs/decisions/014-…).
// Under `app.request` (tests) there is no Node response: callers fall back to Hono's headers.

export type NodeBindings = { incoming: IncomingMessage; outgoing: ServerResponse };

/** The request's Node request and response when @hono/node-server serves it; undefined under `app.request`. */
export function nodeBindings(c: Context): NodeBindings | undefined {
  const env = c.env as Partial<NodeBindings> | undefined;
  return env?.incoming && typeof env.outgoing?.setHeader === "function" ? (env as NodeBindings) : undefined;
}

/**
 * A request header, from Node's own parsed headers when there are some (no web Headers object is
 * built for the request), else through Hono.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const node = nodeBindings(c);
  if (!node) return c.req.header(name);
  const value = node.incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
