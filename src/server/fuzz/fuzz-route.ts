import { appendFileSync } from "node:fs";
import fc from "fast-check";
import type { TestApp } from "../test/app";
import { hostileBody, hostileOrigin, hostileParam, hostileQuery } from "./hostile-inputs";
import { keepSignedIn, realValues, roleOf, userOf, type FuzzCast, type IdentityName } from "./identities";
import { answerFailures, describeRequest, send, type FuzzFailure, type FuzzRequest } from "./probe";
import { PARAM_PATTERN, routeKey, sampleBody, type FuzzRoute } from "./route-walk";
import { changedTables, tableChecksummer } from "./table-checksums";

/**
 * Runs for a route the identity may use (plus some per field of its sample body, so a long form
 * gets its fields tried), and for one its guard turns away before any input is read.
 */
export type WalkOptions = { seed: number; numRuns: number; runsPerField: number; guardedRuns: number };

/** Whether a guard turns the identity away before the route reads input: such a walk gets fewer runs. */
async function isGuarded(shop: TestApp, route: FuzzRoute, cookie: string | null): Promise<boolean> {
  const path = route.path.replace(PARAM_PATTERN, "00000000-0000-4000-8000-000000000000");
  const text = JSON.stringify(sampleBody(route));
  const response = await send(shop, { method: route.method, path, query: "", body: { text, contentType: "application/json", summary: text }, origin: "trusted" }, cookie);
  await response.body?.cancel();
  return response.status === 401 || (response.status === 404 && route.path.startsWith("/api/admin/"));
}

/** Every request that route gets, as fast-check draws them: path params, query, body, origin. */
function requestsFor(route: FuzzRoute, values: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const paramCount = route.path.match(PARAM_PATTERN)?.length ?? 0;
  return fc
    .record({
      params: fc.array(hostileParam(values), { minLength: paramCount, maxLength: paramCount }),
      query: hostileQuery(values),
      body: hostileBody(sampleBody(route), values),
      origin: hostileOrigin,
    })
    .map(({ params, query, body, origin }) => {
      let index = 0;
      const path = route.path.replace(PARAM_PATTERN, () => params[index++] ?? "");
      return { method: route.method, path, query, body, origin };
    });
}

/**
 * Sends `numRuns` hostile requests to one route as one identity and returns what went wrong,
 * collected rather than thrown: shrinking against a database earlier requests changed misleads.
 */
export async function fuzzRoute(shop: TestApp, cast: FuzzCast, identity: IdentityName, route: FuzzRoute, options: WalkOptions) {
  const failures: FuzzFailure[] = [];
  const user = userOf(cast, identity);
  const fields = Object.keys(sampleBody(route)).length;
  const numRuns = (await isGuarded(shop, route, user?.cookie ?? null)) ? options.guardedRuns : options.numRuns + options.runsPerField * fields;
  const checksums = await tableChecksummer(shop.db);
  let before = await checksums();
  let sent = 0;
  const values = await realValues(shop, cast);
  // First, always: the pages' own request with a foreign callback URL, the one input an open redirect needs.
  const pagesOwn: FuzzRequest = {
    method: route.method,
    path: route.path.replace(PARAM_PATTERN, values[0] ?? "x"),
    query: "?callbackURL=https://evil.example/&redirectTo=https://evil.example/",
    body: { text: JSON.stringify(sampleBody(route)), contentType: "application/json", summary: JSON.stringify(sampleBody(route)) },
    origin: "trusted",
  };
  await fc.assert(
    fc.asyncProperty(requestsFor(route, values), async (request) => {
      const response = await send(shop, request, user?.cookie ?? null);
      const answer = await response.text();
      sent += 1;
      if (process.env.FUZZ_TRACE) appendFileSync(process.env.FUZZ_TRACE, `${identity}\t${response.status}\t${describeRequest(request).slice(0, 150)}\n`);
      const report = (cause: string) => failures.push({ cause, request: describeRequest(request), status: response.status, answer: answer.slice(0, 200) });
      answerFailures(response.status, answer, response.headers.get("Location"), shop.origin).forEach(report);
      if (response.status >= 400) {
        const after = await checksums();
        const changed = changedTables(before, after);
        if (changed.length > 0) report(`refused (${response.status}) but changed ${changed.join(", ")}`);
        before = after;
        return;
      }
      // Accepted: rows may change. A sign-out or revoke-sessions may have ended the session we send.
      if (user && route.path.startsWith("/api/auth/")) await keepSignedIn(shop, user);
      // Work it started after answering lands now, not during the next request's check.
      await shop.backgroundSettled();
      await shop.mailSettled();
      before = await checksums();
    }),
    { seed: options.seed, numRuns, examples: [[pagesOwn]] },
  );
  if ((await roleOf(shop, cast.customer.id)) !== "customer") failures.push({ cause: "the customer's role changed", request: routeKey(route), status: 0, answer: "" });
  return { failures, sent };
}

/** One line per distinct failure (cause and status), with its first example and how often it came. */
export function distinctFailures(identity: IdentityName, failures: readonly FuzzFailure[]): string[] {
  const groups = new Map<string, { first: FuzzFailure; count: number }>();
  for (const failure of failures) {
    const key = `${failure.cause}|${failure.status}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: failure, count: 1 });
  }
  return [...groups.values()].map(({ first, count }) => `${first.cause} ×${count} as ${identity}: ${first.request} → ${first.status} ${first.answer}`);
}

/** A fixed seed per identity and route, from their names: adding a route does not reshuffle the others. */
export function seedFor(base: number, identity: IdentityName, route: FuzzRoute): number {
  let hash = base;
  for (const char of `${identity} ${routeKey(route)}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
