import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { hasUnsupportedCharacters } from "~/shared/schemas/common";
import type { AppEnv } from "../context";
import { ApiError, errorResponse } from "./errors";
import { nodeBindings } from "./node-response";

/** The largest body the JSON API reads: far above the longest form, so no client fills the server's memory. */
export const API_BODY_LIMIT_BYTES = 32 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "This request is too large.";

/** A route that takes a larger body than the API's limit (a photo upload): its method, its whole path, its own limit. */
export type LargerBodyRoute = { method: string; path: RegExp; maxSize: number };

const tooLarge = () => new ApiError(413, BODY_TOO_LARGE_MESSAGE, { title: "Request too large" });

const limitOf = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => errorResponse(c, tooLarge()) });

/** Bodies left on Node's request by apiBodyLimit, with their limit, for jsonBodyFromNode to take once. */
const bodiesReadableFromNode = new WeakMap<IncomingMessage, number>();

/** 413 for a body past the limit (routes in `larger` have their own), judged by Content-Length or counted as it streams. */
// A body with a Content-Length stays on Node's request, because asking Hono for it builds a whole web Request.
export function apiBodyLimit(maxSize = API_BODY_LIMIT_BYTES, larger: readonly LargerBodyRoute[] = []) {
  const standard = limitOf(maxSize);
  const routes = larger.map((route) => ({ ...route, limit: limitOf(route.maxSize) }));
  return createMiddleware<AppEnv>(async (c, next) => {
    // A GET or HEAD has no body here; asking for one would build a whole web Request.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const route = routes.find((candidate) => candidate.method === c.req.method && candidate.path.test(c.req.path));
    if (route) return route.limit(c, next);
    const node = nodeBindings(c);
    if (!node) return standard(c, next);
    const { headers } = node.incoming;
    if (headers["transfer-encoding"] === undefined) {
      // No Transfer-Encoding: the body is exactly Content-Length bytes, or none without one.
      if (Number(headers["content-length"] ?? 0) > maxSize) return errorResponse(c, tooLarge());
      bodiesReadableFromNode.set(node.incoming, maxSize);
      return next();
    }
    const body = await readAtMost(node.incoming, maxSize);
    if (!body) return errorResponse(c, tooLarge());
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers: c.req.raw.headers, body: new Uint8Array(body) });
    return next();
  });
}

/** Node's request body, counted as it comes: null once past `maxSize`; a request the client gave up on is refused. */
function readAtMost(incoming: IncomingMessage, maxSize: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (settled: () => void) => {
      incoming.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onGone);
      settled();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxSize) return void chunks.push(chunk);
      incoming.pause();
      settle(() => resolve(null));
    };
    const onEnd = () => settle(() => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size)));
    const onGone = () => settle(() => reject(new ApiError(400, "Invalid request")));
    incoming.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onGone);
  });
}

const utf8 = new TextDecoder();

/** The body text from Node's request when apiBodyLimit left it there; undefined otherwise. 413 past the limit. */
export async function bodyTextFromNode(c: Context): Promise<string | undefined> {
  const node = nodeBindings(c);
  const maxSize = node && bodiesReadableFromNode.get(node.incoming);
  if (!node || maxSize === undefined) return undefined;
  bodiesReadableFromNode.delete(node.incoming);
  // Once anything has listened to it (a web Request built over it), the body is theirs.
  if (node.incoming.readableFlowing !== null || node.incoming.readableEnded) return undefined;
  const body = await readAtMost(node.incoming, maxSize);
  if (!body) throw tooLarge();
  return utf8.decode(body);
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Every decoded path segment and query value holds only typeable characters (no NUL, which PostgreSQL refuses). */
export const plainRequestUrl = createMiddleware<AppEnv>(async (c, next) => {
  const { path: rawPath, query: rawQuery } = splitRequestUrl(c.req.url);
  // Only a "%" (or a "+" in the query) changes a string when decoded: skip the work otherwise.
  const path = rawPath.includes("%") ? decoded(rawPath) : rawPath;
  const query = rawQuery.includes("%") || rawQuery.includes("+") ? decoded(rawQuery.replaceAll("+", " ")) : rawQuery;
  if (path === null || query === null || hasUnsupportedCharacters(path) || hasUnsupportedCharacters(query)) {
    throw new ApiError(400, "This address is not valid.");
  }
  await next();
});

/** The path and query ("?…") of an absolute URL as they came, like `new URL()`'s, without parsing it whole. */
export function splitRequestUrl(url: string): { path: string; query: string } {
  const hash = url.indexOf("#");
  const target = hash < 0 ? url : url.slice(0, hash);
  const slash = target.indexOf("/", target.indexOf("//") + 2);
  if (slash < 0) return { path: "/", query: "" };
  const question = target.indexOf("?", slash);
  return question < 0 ? { path: target.slice(slash), query: "" } : { path: target.slice(slash, question), query: target.slice(question) };
}

/** API answers are about one shopper unless a route says otherwise: no browser or proxy keeps them. */
export const notCachedUnlessSaid = createMiddleware<AppEnv>(async (c, next) => {
  const node = nodeBindings(c);
  if (node) {
    // A default on Node's response: a route's own Cache-Control replaces it.
    node.outgoing.setHeader("Cache-Control", "no-store");
    return next();
  }
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});
