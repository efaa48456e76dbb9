import { Hono } from "hono";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { adminEmailListQuerySchema } from "~/shared/schemas/admin-emails";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { listEmailsForStaff, resendEmail } from "./staff-service";

export function staffEmailRoutes({ db, emails }: Pick<AppDeps, "db" | "emails">) {
  return new Hono<AppEnv>()
    .get("/", validate("query", adminEmailListQuerySchema), async (c) => c.json(await listEmailsForStaff(db, c.req.valid("query")), 200))
    .post("/:id/resend", validate("param", idParamSchema), async (c) =>
      c.json({ email: await resendEmail(db, emails, c.var.user!.id, c.req.valid("param").id) }, 200),
    );
}
