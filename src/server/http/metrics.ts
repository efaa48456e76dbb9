import { timingSafeEqual } from "node:crypto";
import cluster from "node:cluster";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from "prom-client";
import type { AppEnv } from "../context";

// What an operator watches (GET /metrics behind METRICS_TOKEN); the primary adds up the workers' figures.

collectDefaultMetrics({ prefix: "shop_" });
// In a worker, this makes prom-client answer the primary's requests for this process's figures.
if (cluster.isWorker) new AggregatorRegistry();

export const httpRequests = new Counter({ name: "shop_http_requests_total", help: "Requests answered, by route pattern and status", labelNames: ["method", "route", "status"] });
export const httpDuration = new Histogram({
  name: "shop_http_request_duration_seconds",
  help: "Time to answer, by route pattern",
  labelNames: ["method", "route"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
export const ordersPlaced = new Counter({ name: "shop_orders_placed_total", help: "Orders placed (a retried Place Order counts once)" });
export const documentsDrawn = new Counter({ name: "shop_documents_drawn_total", help: "PDFs drawn on the document threads, by kind (invoice, credit-note, packing-slips)", labelNames: ["kind"] });
export const promoRefusals = new Counter({ name: "shop_promo_refusals_total", help: "Promo codes refused, by the rule that refused them", labelNames: ["rule"] });
export const rateLimited = new Counter({ name: "shop_rate_limited_total", help: "Requests refused by a rate limit, by limit", labelNames: ["limit"] });

/** Gauges read when scraped: summed across workers, or taken once for a figure of the whole database. */
export function gaugeOf(name: string, help: string, read: () => number | Promise<number>, aggregator: "sum" | "first" = "sum"): void {
  if (register.getSingleMetric(name)) register.removeSingleMetric(name);
  new Gauge({
    name,
    help,
    aggregator,
    async collect() {
      this.set(await read());
    },
  });
}

/** Counts and times every request by its route pattern (never the raw path: ids would make endless series). */
export const requestMetrics = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  // After next(), the route index is the handler that answered.
  const route = routePath(c) || "unmatched";
  httpRequests.inc({ method: c.req.method, route, status: String(c.res.status) });
  httpDuration.observe({ method: c.req.method, route }, (performance.now() - started) / 1000);
});

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

let nextAsk = 0;
/** A worker asks the primary for the whole server's figures (the primary gathers every worker's). */
function clusterMetrics(): Promise<string | null> {
  const id = (nextAsk += 1);
  return new Promise((resolve) => {
    // Longer than prom-client's own 5 s wait for the workers, so the primary always answers first.
    const timer = setTimeout(() => {
      process.off("message", onMessage);
      resolve(null);
    }, 8_000);
    const onMessage = (message: { type?: string; id?: number; text?: string; error?: string }) => {
      if (message?.type !== "shop:metrics" || message.id !== id) return;
      process.off("message", onMessage);
      clearTimeout(timer);
      resolve(message.error === undefined ? (message.text ?? "") : null);
    };
    process.on("message", onMessage);
    process.send?.({ type: "shop:metrics-ask", id });
  });
}

/** GET /metrics: 404 unless METRICS_TOKEN is set, then only with `Authorization: Bearer <token>`. */
export function metricsRoutes(token: string | undefined) {
  return new Hono<AppEnv>().get("/", async (c) => {
    if (!token) return c.text("Not found", 404);
    const given = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
    if (!sameToken(given, token)) return c.text("Unauthorized", 401, { "WWW-Authenticate": "Bearer" });
    const text = cluster.isWorker ? await clusterMetrics() : await register.metrics();
    if (text === null) return c.text("Metrics are not available right now (a worker is starting)", 503, { "Retry-After": "5" });
    return c.text(text, 200, { "Content-Type": register.contentType, "Cache-Control": "no-store" });
  });
}
