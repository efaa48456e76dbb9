import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { blockCodPincodeSchema, paymentSettingsSchema } from "~/shared/schemas/payment-settings";
import { blockCodAt, listCodBlockedPincodes, unblockCod } from "./cod-pincodes";
import { getPaymentSettings } from "./settings";
import { savePaymentSettings } from "./staff-service";

/** /api/admin/payments: the payment figures and the pincodes without cash on delivery. */
export function staffPaymentSettingsRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/settings", async (c) => c.json({ settings: await getPaymentSettings(db) }, 200))
    .put("/settings", validate("json", paymentSettingsSchema), async (c) => c.json({ settings: await savePaymentSettings(db, c.var.user!.id, c.req.valid("json")) }, 200))
    .get("/cod-pincodes", async (c) => c.json({ pincodes: await listCodBlockedPincodes(db) }, 200))
    .post("/cod-pincodes", validate("json", blockCodPincodeSchema), async (c) => c.json({ pincode: await blockCodAt(db, c.var.user!.id, c.req.valid("json")) }, 201))
    .delete("/cod-pincodes/:id", validate("param", idParamSchema), async (c) => {
      await unblockCod(db, c.var.user!.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
