import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { markPaidSchema, STATEMENT_MAX_BYTES, statementUploadSchema } from "~/shared/reconciliation";
import { markPaidByHand } from "./manual-payment";
import { reconcileStatement } from "./statements/reconcile";

/** The statement upload takes a larger body than the API's usual limit, with room for the multipart framing. */
export const statementUploadBodyLimit = { method: "POST", path: /^\/api\/admin\/payments\/statements$/, maxSize: STATEMENT_MAX_BYTES + 64 * 1024 } as const;

export function staffPaymentRoutes({ db, emails, env }: Pick<AppDeps, "db" | "emails" | "env">) {
  const deps = { emails, baseUrl: env.baseUrl };
  return new Hono<AppEnv>()
    .post("/statements", validate("form", statementUploadSchema), async (c) => {
      const { statement, columns } = c.req.valid("form");
      const bytes = new Uint8Array(await statement.arrayBuffer());
      const statementName = statement.name.trim().slice(0, 200) || "statement";
      return c.json(await reconcileStatement(db, deps, { statementName, bytes, columns, actorUserId: c.var.user!.id, now: env.now() }), 200);
    })
    .post("/orders/:id/paid", validate("param", idParamSchema), validate("json", markPaidSchema), async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ paid: await markPaidByHand(db, deps, { orderId: id, utr: c.req.valid("json").utr, actorUserId: c.var.user!.id, now: env.now() }) }, 200);
    });
}
