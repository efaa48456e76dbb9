import { Hono } from "hono";
import type { AppEnv } from "~/server/context";
import type { Database } from "~/server/db/client";
import { validate } from "~/server/http/validate";
import { itemIdParamSchema } from "~/shared/schemas/admin-catalogue";
import { declarationsFormSchema } from "~/shared/schemas/admin-declarations";
import { getDeclarationsForStaff, saveDeclarations } from "./declarations-service";

/** /api/admin/catalogue/:id/declarations: staff read and change an item's label declarations. */
export function staffDeclarationsRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get("/:id/declarations", validate("param", itemIdParamSchema), async (c) => c.json(await getDeclarationsForStaff(db, c.req.valid("param").id), 200))
    .put("/:id/declarations", validate("param", itemIdParamSchema), validate("json", declarationsFormSchema), async (c) =>
      c.json(await saveDeclarations(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json")), 200),
    );
}
