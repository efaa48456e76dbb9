import autocannon from "autocannon";

/** `timeouts`: requests with no answer within autocannon's 10 s, shown with the figures, not a failure. */
export type LoadFigures = { name: string; requestsPerSecond: number; p50Ms: number; p99Ms: number; total: number; timeouts: number };
export type BenchUser = { cookie: string; addressId?: string; userId?: string };
type Step = { method: "GET" | "POST"; path: string; body?: (user: BenchUser) => unknown };

/**
 * autocannon at `connections` connections for `seconds`, cycling through `steps`. Each connection
 * gets its user once, in `setupClient` (autocannon clears a connection's context at every loop of
 * the steps, so a user kept there would change and two connections could share a cart). Any answer
 * that is not 2xx, and any request that fails, fails the run: a figure is only worth its errors.
 */
export async function load({ name, url, origin, users, steps, connections = 50, seconds = 10 }: { name: string; url: string; origin: string; users: BenchUser[]; steps: Step[]; connections?: number; seconds?: number }): Promise<LoadFigures> {
  if (steps.some((step) => step.method !== "GET") && users.length > 0 && users.length < connections) {
    throw new Error(`${name}: ${connections} connections need ${connections} users (got ${users.length}), so no two share a cart`);
  }
  let nextUser = 0;
  const statuses: Record<string, number> = {};
  const requestsFor = (user: BenchUser): autocannon.Request[] =>
    steps.map((step) => ({
      method: step.method,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        path: step.path,
        headers: { accept: "application/json", origin, ...(user.cookie ? { cookie: user.cookie } : {}), ...(step.body ? { "content-type": "application/json" } : {}) },
        body: step.body ? JSON.stringify(step.body(user)) : undefined,
      }),
      onResponse: (status: number) => {
        if (status < 200 || status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
      },
    }));
  const anonymous = requestsFor({ cookie: "" });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: anonymous,
    setupClient: (client) => client.setRequests(users.length > 0 ? requestsFor(users[nextUser++ % users.length]!) : anonymous),
  });
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${name}: ${result.non2xx} answers were not 2xx (${JSON.stringify(statuses)}) and ${result.errors - result.timeouts} requests failed`);
  }
  return { name, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, total: result.requests.total, timeouts: result.timeouts };
}
