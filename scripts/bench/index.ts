// `npm run bench [-- web|api|growth …]`: builds, starts a throwaway PostgreSQL (fsync on) and the
// production server on it on 127.0.0.1, measures, stops everything, and rewrites docs/benchmarks.md.
import os from "node:os";
import { openDatabase } from "~/server/db/client";
import { ensureChromiumInstalled } from "../lib/chromium.mjs";
import * as api from "./api";
import { createBenchPromo, createBenchUsers, seedOrders, seedReviews } from "./fixtures";
import { measureDashboard } from "./dashboard";
import { DASHBOARD_ORDERS } from "./dashboard-budget";
import { load, type BenchUser } from "./load";
import { writeReport, type BenchResults } from "./report";
import { buildForBench, fillCart, startBenchPostgres, startShop } from "./server";
import { LOADS, measurePages, PUBLIC_PAGES, SIGNED_IN_PAGES } from "./web";

const ALL_PARTS = ["web", "api", "growth"] as const;
type Part = (typeof ALL_PARTS)[number];
const asked = process.argv.slice(2).filter((arg): arg is Part => (ALL_PARTS as readonly string[]).includes(arg));
const parts = new Set<Part>(asked.length ? asked : ALL_PARTS);
const buildDir = "build-bench";
const step = (message: string) => console.log(`\n▶ ${message}`);

const machine = { cores: os.cpus().length, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, cpu: os.cpus()[0]?.model ?? "unknown" };
const results: BenchResults = { date: new Date().toISOString(), machine, command: `npm run bench${asked.length ? ` -- ${asked.join(" ")}` : ""}` };

step("production build");
await buildForBench(buildDir);

// Stopped last to first: servers, then the database they use.
const stops: (() => unknown)[] = [];
const stopAll = async () => {
  for (const stop of stops.reverse()) await Promise.resolve().then(stop).catch((error: unknown) => console.error(error));
  stops.length = 0;
};
process.on("SIGINT", () => void stopAll().then(() => process.exit(130)));

try {
  step("throwaway PostgreSQL (fsync on)");
  const { benchUrl, stop } = await startBenchPostgres();
  stops.push(stop);

  step("production server on PostgreSQL (its default pool)");
  const shop = await startShop({ databaseUrl: benchUrl, buildDir });
  stops.push(shop.stop);
  const database = await openDatabase({ url: benchUrl, poolMax: 4 });
  stops.push(database.close);
  const { db } = database;

  if (parts.has("web")) {
    ensureChromiumInstalled();
    step(`web: Lighthouse, mobile preset, ${LOADS} loads a page, then signed in with a cart of 3 lines`);
    const pages = await measurePages(shop.url, buildDir, PUBLIC_PAGES);
    const [shopper] = await createBenchUsers(db, 1, "web");
    for (const productId of ["1", "3", "5"]) await fillCart(shop, shopper!, productId);
    pages.push(...(await measurePages(shop.url, buildDir, SIGNED_IN_PAGES, shopper!.cookie)));
    results.web = { loads: LOADS, pages };
  }

  if (parts.has("api")) {
    step("api: 50 shoppers, each with their own session");
    const users = await createBenchUsers(db, 50, "api");
    await createBenchPromo(db);
    await seedReviews(db, "1", 40);
    const { noDatabase, bare } = await api.noDatabaseAgainstBareHono(shop);
    for (const user of users) await fillCart(shop, user);
    const { reviews, cartRead } = await api.reviewsAgainstCartRead(shop, users);
    const addToCart = await api.addToCart(shop, users);
    const applyPromo = await api.applyPromo(shop, users);
    step("api: place orders on a server that draws no PDF after them (the ceiling) and on the shop's, alternated");
    const noDrawing = await startShop({ databaseUrl: benchUrl, buildDir, env: api.NO_DRAWING_ENV });
    stops.push(noDrawing.stop);
    const { orders, ordersWithoutDrawing } = await api.placeOrdersAgainstCeiling(shop, noDrawing, users, db);
    await noDrawing.stop();
    step("api: read carts during an order run");
    const duringOrders = await api.cartReadDuringOrders(shop, users, db);
    results.api = { bare, noDatabase, reviews, cartRead, addToCart, applyPromo, orders, ordersWithoutDrawing, duringOrders, invariants: await api.checkInvariants(db) };
  }

  if (parts.has("growth")) {
    step("growth: 10 vs 10,000 rows");
    const [few, many] = await createBenchUsers(db, 2, "growth");
    await seedOrders(db, few!.userId!, 10);
    await seedOrders(db, many!.userId!, 10_000);
    await seedReviews(db, "5", 10);
    await seedReviews(db, "6", 10_000);
    const list = (name: string, path: string, users: BenchUser[] = []) => load({ url: shop.url, origin: shop.origin, connections: 10, seconds: 5, name, users, steps: [{ method: "GET", path }] });
    results.growth = {
      ordersFew: await list("account orders, 10 orders", "/api/orders", [few!]),
      ordersMany: await list("account orders, 10,000 orders", "/api/orders", [many!]),
      reviewsFew: await list("product reviews, 10 reviews", "/api/products/5/reviews"),
      reviewsMany: await list("product reviews, 10,000 reviews", "/api/products/6/reviews"),
    };
    step(`growth: the dashboard for 90 days over ${DASHBOARD_ORDERS.toLocaleString("en-IN")} orders`);
    results.growth.dashboard = await measureDashboard(db, shop);
  }
} finally {
  await stopAll();
}

writeReport(results);
