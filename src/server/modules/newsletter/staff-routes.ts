import { Hono } from "hono";
import { pageQuerySchema } from "~/shared/schemas/admin-common";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { csvHeaders, toCsv } from "~/server/lib/csv";
import { allSubscribers, listSubscribers } from "./staff-service";

export function staffSubscriberRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuerySchema), async (c) => c.json(await listSubscribers(db, c.req.valid("query").page), 200))
    .get("/csv", async (c) => {
      const subscribers = await allSubscribers(db);
      return c.body(toCsv(["email", "subscribed_at"], subscribers.map((s) => [s.email, s.createdAt])), 200, csvHeaders("newsletter-subscribers.csv"));
    });
}
