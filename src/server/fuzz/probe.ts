import type { TestApp } from "../test/app";
import type { FuzzBody, Origin } from "./hostile-inputs";
import { FRESH } from "./route-walk";

// One fuzzed request and what must hold of its answer: no 5xx, nothing of the server's insides.

export type FuzzRequest = { method: string; path: string; query: string; body: FuzzBody; origin: Origin };

export type FuzzFailure = { cause: string; request: string; status: number; answer: string };

/** A stack frame, a server file, SQL or the database's words: narrower than "select ", which the shop's messages use. */
const LEAKS: readonly [string, RegExp][] = [
  ["stack frame", /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  ["stack frame", /\n\s+at \S/],
  ["node_modules path", /node_modules/],
  ["SQL select", /\bselect\s+(?:"|\*|distinct\b|count\(|coalesce\(|\$\d)/i],
  ["SQL text", /\binsert\s+into\b|\bupdate\s+"\w+"\s+set\b|\bdelete\s+from\b|\bfrom\s+"\w+"/i],
  ["database error", /violates|syntax error|PostgresError|DrizzleQueryError|Failed query|invalid input syntax|invalid byte sequence|SQLSTATE|duplicate key value|relation "\w+"/i],
];

function isInvisible(char: string): boolean {
  const code = char.charCodeAt(0);
  const loneSurrogate = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || [0x2028, 0x2029, 0x202e, 0xfeff].includes(code) || loneSurrogate;
}

/** Abbreviates long or invisible text so a report line stays readable. */
export function abbreviate(text: string, max = 200): string {
  const visible = text.replace(/(.)\1{39,}/gsu, (run, char: string) => `${char}×${[...run].length}`);
  // Control characters and lone surrogates as \uXXXX; quotes stay as they are (the report quotes it once).
  const escaped = [...visible].map((char) => (isInvisible(char) ? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}` : char)).join("");
  return escaped.length > max ? `${escaped.slice(0, max)}…` : escaped;
}

export function describeRequest(request: FuzzRequest): string {
  const target = abbreviate(`${request.path}${request.query}`, 160);
  return `${request.method} ${target} origin=${request.origin} ct=${request.body.contentType ?? "none"} body=${abbreviate(request.body.summary, 200)}`;
}

let requestCount = 0;

export async function send(shop: TestApp, request: FuzzRequest, cookie: string | null): Promise<Response> {
  requestCount += 1;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (request.origin === "trusted") headers.Origin = shop.origin;
  if (request.origin === "foreign") headers.Origin = "https://evil.example";
  if (cookie) headers.Cookie = cookie;
  if (request.body.contentType) headers["Content-Type"] = request.body.contentType;
  const { text } = request.body;
  const body = text === null || request.method === "GET" || request.method === "HEAD" ? undefined : typeof text === "string" ? text.replaceAll(FRESH, String(requestCount)) : text;
  return shop.app.request(`http://localhost${request.path}${request.query}`, { method: request.method, headers, body });
}

/** The failures one answer shows by itself; a redirect to a URL the request named is an open redirect. */
export function answerFailures(status: number, answer: string, location: string | null = null, shopOrigin = "http://localhost"): string[] {
  const causes: string[] = [];
  if (status >= 500) causes.push(`status ${status}`);
  if (location && URL.canParse(location, shopOrigin) && new URL(location, shopOrigin).origin !== shopOrigin) causes.push(`redirects off the shop to ${abbreviate(location, 80)}`);
  for (const [name, pattern] of LEAKS) if (pattern.test(answer)) causes.push(`leaks ${name}`);
  return [...new Set(causes)];
}
