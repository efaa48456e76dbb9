import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { catalogueItemFormSchema, itemIdParamSchema, stockAdjustmentSchema } from "~/shared/schemas/admin-catalogue";
import { adjustStock, getCatalogueItemForStaff, listCatalogueForStaff, updateCatalogueItem } from "./staff-service";

export function staffCatalogueRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await listCatalogueForStaff(db) }, 200))
    .get("/:id", validate("param", itemIdParamSchema), async (c) => c.json(await getCatalogueItemForStaff(db, c.req.valid("param").id), 200))
    .put("/:id", validate("param", itemIdParamSchema), validate("json", catalogueItemFormSchema), async (c) =>
      c.json({ item: await updateCatalogueItem(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json")) }, 200),
    )
    .post("/:id/stock", validate("param", itemIdParamSchema), validate("json", stockAdjustmentSchema), async (c) =>
      c.json({ item: await adjustStock(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json")) }, 200),
    );
}
