import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";

// Default headers go straight onto Node's response (no web Headers per answer); writeHead lets a route's own replace them.

export type NodeBindings = { incoming: IncomingMessage; outgoing: ServerResponse };

/** The request's Node request and response when @hono/node-server serves it; undefined under `app.request`. */
export function nodeBindings(c: Context): NodeBindings | undefined {
  const env = c.env as Partial<NodeBindings> | undefined;
  return env?.incoming && typeof env.outgoing?.setHeader === "function" ? (env as NodeBindings) : undefined;
}

/** A request header from Node's parsed headers when there are some, else through Hono. */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const node = nodeBindings(c);
  if (!node) return c.req.header(name);
  const value = node.incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
