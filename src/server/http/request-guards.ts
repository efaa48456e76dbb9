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

const limitOf = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => errorResponse(c, new ApiError(413, BODY_TOO_LARGE_MESSAGE, { title: "Request too large" })) });

/**
 * Refuses a bigger body with 413 before it is read (Content-Length) or as soon as it grows past the
 * limit. The routes named in `larger` get their own limit instead, and only they: one middleware
 * picks the limit, so no route runs without one.
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
    return (route?.limit ?? standard)(c, next);
  });
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
