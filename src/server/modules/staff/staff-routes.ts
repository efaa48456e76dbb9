import { Hono } from "hono";
import { z } from "zod";
import { grantStaffSchema } from "~/shared/schemas/admin-staff";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { grantStaff, listStaff, revokeStaff } from "./service";

const userParamSchema = z.object({ userId: z.string().trim().min(1).max(100) });

export function staffMemberRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ staff: await listStaff(db) }, 200))
    .post("/", validate("json", grantStaffSchema), async (c) => {
      const { member } = await grantStaff(db, c.var.user!.id, c.req.valid("json").email);
      return c.json({ member }, 200);
    })
    .delete("/:userId", validate("param", userParamSchema), async (c) => {
      await revokeStaff(db, c.var.user!.id, c.req.valid("param").userId);
      return c.body(null, 204);
    });
}
