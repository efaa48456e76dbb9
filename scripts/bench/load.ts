import autocannon from "autocannon";

export type LoadFigures = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  /** Count of each non-2xx status, so expected ones can be named. */
  statuses: Record<string, number>;
};

type Step = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; path: string | ((user: BenchUser) => string); body?: (user: BenchUser) => unknown };
export type BenchUser = { cookie: string; addressId?: string; userId?: string };

/**
 * autocannon at `connections` connections for `seconds`, each connection acting as its own user
 * (its session cookie on every request), cycling through `steps`.
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
  let nextUser = 0;
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: steps.map((step) => ({
      method: step.method,
      setupRequest: (request: autocannon.Request, context: object) => {
        const connection = context as { user?: BenchUser };
        connection.user ??= users[nextUser++ % Math.max(1, users.length)];
        const user = connection.user ?? { cookie: "" };
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
    })),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    statuses,
  };
}
