// The framework's ceiling for the API bench (server.ts starts it): bare Hono on @hono/node-server, no
// middleware, answering every GET with the bytes the shop's no-database route answered, read once.
import { readFileSync } from "node:fs";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const body = readFileSync(process.env.BARE_BODY_FILE);
const headers = { "Content-Type": process.env.BARE_CONTENT_TYPE ?? "application/json" };
const app = new Hono().get("*", (c) => c.body(body, 200, headers));
serve({ fetch: app.fetch, hostname: "127.0.0.1", port: Number(process.env.PORT) });
process.on("SIGTERM", () => process.exit(0));
