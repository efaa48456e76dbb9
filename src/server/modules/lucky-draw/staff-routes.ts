import { Hono } from "hono";
import { drawMonthSchema } from "~/shared/schemas/admin-lucky-draw";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { csvHeaders, toCsv } from "~/server/lib/csv";
import { drawWinner, listDraws, listEntrants } from "./service";

export function staffLuckyDrawRoutes({ db }: Pick<AppDeps, "db">) {
  // A month's routes sit under "/months": a parameter beside the static "/draws" would make Hono's
  // RegExpRouter refuse the app's route set (src/server/router.test.ts).
  return new Hono<AppEnv>()
    .get("/draws", async (c) => c.json({ draws: await listDraws(db) }, 200))
    .get("/months/:month/entrants", validate("param", drawMonthSchema), async (c) => {
      const { month } = c.req.valid("param");
      const entrants = await listEntrants(db, month);
      return c.json({ month, count: entrants.length, entrants }, 200);
    })
    .get("/months/:month/entrants/csv", validate("param", drawMonthSchema), async (c) => {
      const { month } = c.req.valid("param");
      const entrants = await listEntrants(db, month);
      const rows = entrants.map((entrant) => [entrant.name, entrant.email, entrant.optedInOrders]);
      return c.body(toCsv(["name", "email", "opted_in_orders"], rows), 200, csvHeaders(`lucky-draw-entrants-${month}.csv`));
    })
    .post("/months/:month/draw", validate("param", drawMonthSchema), async (c) => c.json({ draw: await drawWinner(db, c.var.user!.id, c.req.valid("param").month) }, 201));
}
