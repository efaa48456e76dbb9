import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { gstr1MonthSchema } from "~/shared/schemas/admin-tax";
import { gstr1PortalJson } from "./gstr1-json";
import { gstr1ForMonth } from "./service";

/** The month's GSTR-1 for staff: its tables on screen, and the JSON the GST portal imports. */
export function staffTaxRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/gstr1/:month", validate("param", gstr1MonthSchema), async (c) => c.json({ gstr1: await gstr1ForMonth(db, c.req.valid("param").month) }, 200))
    .get("/gstr1/:month/portal.json", validate("param", gstr1MonthSchema), async (c) => {
      const tables = await gstr1ForMonth(db, c.req.valid("param").month);
      const file = gstr1PortalJson(tables);
      return c.body(JSON.stringify(file), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="GSTR1_${file.gstin}_${file.fp}.json"`,
        "Cache-Control": "no-store",
      });
    });
}
