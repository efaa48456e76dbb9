import fc from "fast-check";
import { nearMisses, paramNearMisses } from "./near-misses";

// What no form of the shop ever sends: the arbitraries the fuzz suite draws its requests from.

export const ONE_MEGABYTE = "x".repeat(1024 * 1024);

/** NUL, other control characters and lone surrogates, alone and inside text a form would accept. */
const invisibleStrings = ["\u0000", "a\u0000b", "Asha Devi\u0000", "12 Mustard Lane\u0000\u0000", "\u0001\u0007\b\u001b[31m\u007f\u0085", "Asha\r\nDevi\t", "\ud800", "Asha \udfff Devi", "\u202e\ufeff\u200b", `${"x".repeat(1024 * 1024)}\u0000`];

const hostileStrings = [
  "",
  " ",
  "%00",
  "../../etc/passwd",
  "' or '1'='1",
  "<script>alert(1)</script>",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x1F",
  " 42 ",
  "１２",
  "null",
  "2026-99-99",
  "0000-01-01",
  "0000-01",
  "__proto__",
  "00000000-0000-0000-0000-000000000000",
  "🙂".repeat(60),
  "x".repeat(300),
];

const hostileNumbers = [-1, 0, 0.5, 1.5, -2.5, 99, 100, 101, 1e21, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), Number.MAX_VALUE, Number.MIN_VALUE, 10_000_001];

/** Raw JSON number tokens JSON.stringify cannot write: they parse to Infinity, 0 or a rounded value. */
const rawNumberTokens = ["1e309", "-1e309", "1e-400", "123456789012345678901234567890", "-0", "1.0000000000000000001"];

/** Fields a script might add to claim a price, an identity or a privilege. */
const extraFieldNames = ["price", "pricePaise", "totalPaise", "subtotalPaise", "discountPaise", "userId", "role", "status", "orderStatus", "usedCount", "discountValue", "id", "emailVerified", "__proto__", "constructor"];

/** Any value a JSON field might be sent as, weighted towards strings (what most fields are). */
export function hostileValue(realValues: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...invisibleStrings), weight: 4 },
    { arbitrary: fc.constantFrom(...hostileStrings), weight: 4 },
    { arbitrary: fc.constantFrom(...hostileNumbers), weight: 3 },
    { arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { $ne: null }, ["staff"]), weight: 2 },
    { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
    { arbitrary: fc.constantFrom(...realValues), weight: 2 },
    { arbitrary: fc.constant(ONE_MEGABYTE), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  );
}

/** Percent-encodes like encodeURIComponent, but keeps going past a lone surrogate (as a raw %ED%A0%80). */
export function encodeLoose(value: string): string {
  return [...value].map((char) => (/[\ud800-\udfff]/.test(char) ? "%ED%A0%80" : encodeURIComponent(char))).join("");
}

const hostileParams = ["%00", "a%00b", `00000000-0000-4000-8000-000000000000%00`, "x".repeat(3000), "..%2F..%2Fadmin", "%ZZ", "%E0%A4%A", "%ED%A0%80", "%FF%FE", "-1", "1e309", "NaN", "0", "2026-13", "0000-00", "9999-99", "%20", "__proto__", "00000000-0000-0000-0000-000000000000", "A0000000-0000-4000-8000-00000000000G"];

/** A path segment: an id that names a real row (so the route gets past its lookup) or one that cannot. */
export function hostileParam(realValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...realValues.map(encodeLoose)), weight: 3 },
    { arbitrary: fc.constantFrom(...realValues.flatMap(paramNearMisses).map(encodeLoose)), weight: 3 },
    { arbitrary: fc.constantFrom(...hostileParams), weight: 3 },
    { arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 20 }).map(encodeLoose), weight: 2 },
  );
}

const queryNames = ["page", "cursor", "status", "from", "to", "q", "limit", "token", "callbackURL", "disableCookieCache"];
/** A review cursor in the shape the server writes (an instant and an id, base64url), naming no real instant. */
const forgedCursor = (at: string) => Buffer.from(`${at}|00000000-0000-4000-8000-000000000000`).toString("base64url");

const hostileQueries = [
  `?cursor=${forgedCursor("2026-99-99T99:99:99.000000Z")}`,
  `?cursor=${forgedCursor("0000-01-01T00:00:00.000000Z")}`,
  "?from=0000-01-01",
  "?to=2026-02-30",
  "?from=9999-12-31&to=0001-01-01",
  "?callbackURL=https://evil.example/&redirectTo=//evil.example/",
  ...["?page=-1", "?page=1e309", "?page=0", "?page=1.5", "?page=NaN", "?page=1&page=2", "?page[]=1", "?page[a]=1", "?limit=-1", "?limit=1e309"],
  ...["?page=%00", "?cursor=%00", "?cursor=%E0%A4%A", "?status=bogus&from=2026-99-99", "?q=%00", `?q=${"x".repeat(5000)}`, "?%FF=%FE", "?&&==&", "?__proto__[role]=staff"],
];

export function hostileQuery(realValues: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(""), weight: 3 },
    { arbitrary: fc.constantFrom(...hostileQueries), weight: 3 },
    { arbitrary: fc.tuple(fc.constantFrom(...queryNames), hostileValue(realValues)).map(([name, value]) => `?${name}=${encodeLoose(typeof value === "string" ? value : JSON.stringify(value))}`), weight: 3 },
  );
}

/** What travels as the request body, with the Content-Type it claims and a short description for reports. */
export type FuzzBody = { text: string | Uint8Array<ArrayBuffer> | null; contentType: string | null; summary: string };

/** Mostly what the pages send, so most requests reach the validators; the rest test the media-type checks. */
const contentTypes = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 6 },
  { arbitrary: fc.constantFrom("application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", null), weight: 4 },
);

function asJson(value: unknown, kind: string): fc.Arbitrary<FuzzBody> {
  const text = JSON.stringify(value) ?? "null";
  return contentTypes.map((contentType) => ({ text, contentType, summary: `${kind} ${text}` }));
}

const malformedJson = ["{", '{"a":', '{"a":1,}', "{'a':1}", "[]]", "undefined", "\u0000", '{"a":"\u0000"}', '{"a":1}{"b":2}', "[".repeat(5000), '{"__proto__":{"role":"staff"}}', "\ufeff{}"];

/** Bytes that are not UTF-8 (a stray 0xFF, an overlong NUL, an encoded lone surrogate) inside a JSON string. */
function invalidUtf8(keys: readonly string[]): fc.Arbitrary<FuzzBody> {
  const sequences = [[0xff, 0xfe], [0xc0, 0x80], [0xed, 0xa0, 0x80], [0xc3, 0x28], [0xf8, 0x88, 0x80, 0x80, 0x80]];
  return fc.tuple(fc.constantFrom(...(keys.length ? keys : ["name"])), fc.constantFrom(...sequences)).map(([key, bytes]) => {
    const encoder = new TextEncoder();
    const text = Uint8Array.from([...encoder.encode(`{"${key}":"`), ...bytes, ...encoder.encode('"}')]);
    return { text, contentType: "application/json", summary: `invalid UTF-8 in ${key}: ${bytes.map((b) => b.toString(16)).join(" ")}` };
  });
}

/** The sample body with fields dropped, replaced or added; most keep every field, so one hostile value stands out. */
function mutatedObject(base: Record<string, unknown>, realValues: readonly string[]): fc.Arbitrary<FuzzBody> {
  const keys = Object.keys(base);
  const value = hostileValue(realValues);
  const dropped = keys.length
    ? fc.oneof({ arbitrary: fc.constant<string[]>([]), weight: 4 }, { arbitrary: fc.constantFrom(...keys).map((key) => [key]), weight: 1 }, { arbitrary: fc.subarray(keys), weight: 1 })
    : fc.constant<string[]>([]);
  // A sample field gets a near miss of its own value more often than a random hostile one.
  const replacedField = fc.constantFrom(...(keys.length ? keys : extraFieldNames)).chain((key) =>
    fc.oneof({ arbitrary: fc.constantFrom(...nearMisses(base[key])), weight: 3 }, { arbitrary: value, weight: 2 }).map((field) => [key, field] as const),
  );
  return fc
    .record({
      dropped,
      replaced: fc.array(replacedField, { minLength: 1, maxLength: 2 }),
      added: fc.array(fc.tuple(fc.constantFrom(...extraFieldNames), value), { maxLength: 2 }),
    })
    .chain(({ dropped, replaced, added }) => {
      const body: Record<string, unknown> = Object.fromEntries(Object.entries(base).filter(([key]) => !dropped.includes(key)));
      // defineProperty: "__proto__" becomes an own field (as JSON.parse makes it) instead of the prototype.
      for (const [key, field] of [...replaced, ...added]) Object.defineProperty(body, key, { value: field, enumerable: true, writable: true, configurable: true });
      const missing = keys.filter((key) => !Object.hasOwn(body, key));
      return asJson(body, missing.length ? `without ${missing.join(",")}:` : "fields");
    });
}

function rawNumber(base: Record<string, unknown>): fc.Arbitrary<FuzzBody> {
  const keys = Object.keys(base);
  return fc.tuple(fc.constantFrom(...(keys.length ? keys : ["quantity"])), fc.constantFrom(...rawNumberTokens)).map(([key, token]) => {
    const text = JSON.stringify({ ...base, [key]: "\u0001raw" }).replace('"\\u0001raw"', token);
    return { text, contentType: "application/json", summary: `raw number ${text}` };
  });
}

/** A request body for a route whose pages send `base`: broken, mistyped, mutated or missing. */
export function hostileBody(base: Record<string, unknown>, realValues: readonly string[]): fc.Arbitrary<FuzzBody> {
  const topLevel = fc.constantFrom<unknown>([], [base], 42, -1, "a string", true, null, { ...base, nested: { deeper: [base] } });
  return fc.oneof(
    { arbitrary: fc.constant<FuzzBody>({ text: null, contentType: null, summary: "no body" }), weight: 1 },
    { arbitrary: fc.constantFrom(...malformedJson).map((text): FuzzBody => ({ text, contentType: "application/json", summary: `malformed ${text.slice(0, 40)}` })), weight: 2 },
    { arbitrary: invalidUtf8(Object.keys(base)), weight: 1 },
    { arbitrary: topLevel.chain((value) => asJson(value, "top-level")), weight: 2 },
    { arbitrary: mutatedObject(base, realValues), weight: 8 },
    { arbitrary: rawNumber(base), weight: 1 },
  );
}

export type Origin = "trusted" | "absent" | "foreign";
/** Mostly the shop's own origin: without it every write stops at the same-origin check. */
export const hostileOrigin: fc.Arbitrary<Origin> = fc.oneof(
  { arbitrary: fc.constant<Origin>("trusted"), weight: 18 },
  { arbitrary: fc.constantFrom<Origin>("absent", "foreign"), weight: 2 },
);
