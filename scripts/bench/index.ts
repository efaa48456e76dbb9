// `npm run bench [-- web|api|growth …]`: builds, starts a throwaway PostgreSQL (fsync on) and the
// production server on it on 127.0.0.1, measures, stops everything, and rewrites docs/benchmarks.md.
import os from "node:os";
import { openDatabase } from "~/server/db/client";
import { ensureChromiumInstalled } from "../lib/chromium.mjs";
import * as api from "./api";
import { createBenchPromo, createBenchUsers, seedOrders, seedReviews } from "./fixtures";
import { load } from "./load";
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

const cleanups: (() => Promise<void> | void)[] = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch((error: unknown) => console.error(error));
  cleanups.length = 0;
};
process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));

try {
  step("throwaway PostgreSQL (fsync on)");
  const postgres = await startBenchPostgres();
  cleanups.push(() => postgres.stop());
  const { benchUrl } = postgres;
  const poolMax = Math.max(10, os.cpus().length * 4);

  step(`production server on PostgreSQL (pool of ${poolMax})`);
  const shop = await startShop({ databaseUrl: benchUrl, buildDir, poolMax });
  cleanups.push(() => shop.stop());
  const database = await openDatabase({ url: benchUrl, poolMax: 4 });
  cleanups.push(() => database.close());
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
    const target = { url: shop.url, origin: shop.origin };
    const { noDatabase, bare } = await api.noDatabaseAgainstBareHono(target);
    for (const user of users) await fillCart(shop, user);
    const { reviews, cartRead } = await api.reviewsAgainstCartRead(target, users);
    const addToCart = await api.addToCart(target, users);
    const applyPromo = await api.applyPromo(target, users);
    step("api: place orders on a server that draws no PDF after them (the ceiling) and on the shop's, alternated");
    const noDrawing = await startShop({ databaseUrl: benchUrl, buildDir, poolMax, env: api.NO_DRAWING_ENV });
    cleanups.push(() => noDrawing.stop());
    const { orders, ordersWithoutDrawing } = await api.placeOrdersAgainstCeiling(target, { url: noDrawing.url, origin: noDrawing.origin }, users, db);
    await noDrawing.stop();
    step("api: read carts during an order run");
    const duringOrders = await api.cartReadDuringOrders(target, users, db);
    step("api: place orders again on a server of 2 workers (WEB_CONCURRENCY=2), same database");
    const twoWorkers = await startShop({ databaseUrl: benchUrl, buildDir, poolMax: poolMax / 2, workers: 2 });
    cleanups.push(() => twoWorkers.stop());
    const ordersTwoWorkers = await api.placeOrders({ url: twoWorkers.url, origin: twoWorkers.origin }, users, db);
    await twoWorkers.stop();
    const invariants = await api.checkInvariants(db);
    step("api: pgbench -S, 50 clients, 10 s");
    const pgbench = api.pgbenchSelectOnly(postgres.binDir, postgres.port);
    results.api = { bare, postgres: { noDatabase, reviews, cartRead, addToCart, applyPromo, orders, ordersTwoWorkers, ordersWithoutDrawing, duringOrders }, invariants, pgbench };
  }

  if (parts.has("growth")) {
    step("growth: 10 vs 10,000 rows");
    const [few, many] = await createBenchUsers(db, 2, "growth");
    await seedOrders(db, few!.userId!, 10);
    await seedOrders(db, many!.userId!, 10_000);
    await seedReviews(db, "5", 10);
    await seedReviews(db, "6", 10_000);
    const target = { url: shop.url, origin: shop.origin, connections: 10, seconds: 5 };
    results.growth = {
      ordersFew: await load({ ...target, name: "account orders, 10 orders", users: [few!], steps: [{ method: "GET", path: "/api/orders" }] }),
      ordersMany: await load({ ...target, name: "account orders, 10,000 orders", users: [many!], steps: [{ method: "GET", path: "/api/orders" }] }),
      reviewsFew: await load({ ...target, name: "product reviews, 10 reviews", users: [], steps: [{ method: "GET", path: "/api/products/5/reviews" }] }),
      reviewsMany: await load({ ...target, name: "product reviews, 10,000 reviews", users: [], steps: [{ method: "GET", path: "/api/products/6/reviews" }] }),
    };
  }
} finally {
  await cleanUp();
}

writeReport(results);
