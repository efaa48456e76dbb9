import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { hasUnsupportedCharacters } from "~/shared/schemas/common";
import type { AppEnv } from "../context";
import { ApiError, errorResponse } from "./errors";
import { nodeBindings } from "./node-response";

/**
 * The largest body the JSON API reads. The longest form (a review, a promo) is a few KB; a body
 * limit far above that costs nothing and stops a client from filling the server's memory.
 */
export const API_BODY_LIMIT_BYTES = 32 * 1024;

export const BODY_TOO_LARGE_MESSAGE = "This request is too large.";

/** A route that takes a larger body than the API's limit (a photo upload): its method, its whole path, its own limit. */
export type LargerBodyRoute = { method: string; path: RegExp; maxSize: number };

const tooLarge = () => new ApiError(413, BODY_TOO_LARGE_MESSAGE, { title: "Request too large" });

const limitOf = (maxSize: number) => bodyLimit({ maxSize, onError: (c) => errorResponse(c, tooLarge()) });

/**
 * Bodies of requests served by @hono/node-server that may be read straight from Node's request,
 * each with the most bytes it may hold: set by apiBodyLimit, taken (once) by jsonBodyFromNode.
 */
const bodiesReadableFromNode = new WeakMap<IncomingMessage, number>();

/**
 * Refuses a bigger body with 413 before it is read (Content-Length) or as soon as it grows past the
 * limit. The routes named in `larger` get their own limit instead, and only they: one middleware
 * picks the limit, so no route runs without one.
 *
 * Served by @hono/node-server, a body with a Content-Length is judged by that header alone (Node's
 * parser never hands over more bytes than it says) and is left unread on Node's request, where the
 * JSON validator reads it (jsonBodyFromNode); hono's bodyLimit would ask for `c.req.raw.body`, which
 * makes @hono/node-server build a whole web Request with an AbortController: about a tenth of an add
 * to cart's CPU (docs/decisions/033-router-body-reading-and-cart-upsert.md). A chunked body is read
 * here, counted as it comes, and handed on as a Request of its own, for any reader.
 */
export function apiBodyLimit(maxSize = API_BODY_LIMIT_BYTES, larger: readonly LargerBodyRoute[] = []) {
  const standard = limitOf(maxSize);
  const routes = larger.map((route) => ({ ...route, limit: limitOf(route.maxSize) }));
  return createMiddleware<AppEnv>(async (c, next) => {
    // A GET or HEAD never has a body here (@hono/node-server and the Request constructor both
    // refuse one). Asking such a request for its body made @hono/node-server build a full Request
    // object with an AbortController: a quarter of a catalogue read's CPU.
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

/**
 * The body of Node's request, read as it comes and counted: null as soon as it passes `maxSize`
 * (the rest is left for @hono/node-server to drain after the answer). A request the client gave up
 * on is refused as invalid.
 */
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

/**
 * The request's body as text, read straight from Node's request, when apiBodyLimit left it there
 * and nothing has read it since; undefined otherwise (under `app.request`, a chunked body already
 * read, a larger-body route): the caller then reads it through Hono. Decoded as a web Request's
 * text() would be (UTF-8, a byte-order mark dropped, a bad sequence replaced). 413 past the limit.
 */
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

/**
 * Every path segment and query value of an API request, decoded, holds only characters a person
 * can type (no NUL, which PostgreSQL refuses, no other control character, valid percent-encoding):
 * one check here instead of one per route parameter.
 */
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

/**
 * The path and the query (with its "?") of an absolute request URL, as they came, without a
 * fragment: what `new URL()` would give as pathname and search, without parsing the whole URL.
 */
export function splitRequestUrl(url: string): { path: string; query: string } {
  const hash = url.indexOf("#");
  const target = hash < 0 ? url : url.slice(0, hash);
  const slash = target.indexOf("/", target.indexOf("//") + 2);
  if (slash < 0) return { path: "/", query: "" };
  const question = target.indexOf("?", slash);
  return question < 0 ? { path: target.slice(slash), query: "" } : { path: target.slice(slash, question), query: target.slice(question) };
}

/**
 * API answers are about one shopper (a cart, an order, a session) unless a route says otherwise:
 * no browser or proxy cache keeps them.
 */
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
