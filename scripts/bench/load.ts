import autocannon from "autocannon";

export type LoadFigures = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  /** Requests with no answer within autocannon's 10 s: shown with the figures, not a failure. */
  timeouts: number;
  /** Count of each non-2xx status, so expected ones can be named. */
  statuses: Record<string, number>;
};

type Step = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string | ((user: BenchUser) => string); body?: (user: BenchUser) => unknown };
export type BenchUser = { cookie: string; addressId?: string; userId?: string };

const anonymous: BenchUser = { cookie: "" };

/**
 * autocannon at `connections` connections for `seconds`, cycling through `steps`. Each connection
 * is given its user once, when autocannon sets it up (`setupClient`): autocannon clears a
 * connection's context every time it goes round the steps, so a user kept there would change on
 * every loop and two connections could share a cart. A run that changes data needs a user per
 * connection. Any answer that is not 2xx fails the run, and so does a request that fails: a
 * figure is only worth its errors. A request still unanswered after 10 s is counted and shown
 * instead: on the embedded database, which answers one query at a time, a few of 50 queued
 * requests can wait that long on a busy machine, and that is a figure, not a wrong answer.
 */
export async function load({
  name,
  url,
  origin,
  users,
  steps,
  connections = 50,
  seconds = 10,
}: {
  name: string;
  url: string;
  origin: string;
  users: BenchUser[];
  steps: Step[];
  connections?: number;
  seconds?: number;
}): Promise<LoadFigures> {
  const writes = steps.some((step) => step.method !== "GET");
  if (writes && users.length > 0 && users.length < connections) {
    throw new Error(`${name}: ${connections} connections need ${connections} users (got ${users.length}), so no two share a cart`);
  }
  let nextUser = 0;
  const statuses: Record<string, number> = {};
  const requestsFor = (user: BenchUser): autocannon.Request[] =>
    steps.map((step) => ({
      method: step.method,
      setupRequest: (request: autocannon.Request) => {
        const headers: Record<string, string> = { accept: "application/json", origin };
        if (user.cookie) headers.cookie = user.cookie;
        if (step.body) headers["content-type"] = "application/json";
        return {
          ...request,
          path: typeof step.path === "function" ? step.path(user) : step.path,
          headers,
          body: step.body ? JSON.stringify(step.body(user)) : undefined,
        };
      },
      onResponse: (status: number) => {
        if (status < 200 || status >= 300) statuses[status] = (statuses[status] ?? 0) + 1;
      },
    }));
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requestsFor(anonymous),
    setupClient: (client) => client.setRequests(users.length > 0 ? requestsFor(users[nextUser++ % users.length]!) : requestsFor(anonymous)),
  });
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${name}: ${result.non2xx} answers were not 2xx (${JSON.stringify(statuses)}) and ${result.errors - result.timeouts} requests failed`);
  }
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statuses,
  };
}
