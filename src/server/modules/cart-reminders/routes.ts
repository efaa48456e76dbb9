import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { cartRemindersSchema } from "~/shared/schemas/cart-reminders";
import { emailedTokenSchema } from "~/shared/schemas/stock-alerts";
import { cartRemindersChoice, chooseCartReminders, unsubscribeCartReminders } from "./consent";
import { cartReminderOutcome } from "./outcome";

/** The shopper's own choice (session only), and the e-mail's one-click unsubscribe (its token only). */
export function cartReminderRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>()
    .post("/unsubscribe/:token", validate("param", emailedTokenSchema), async (c) => c.json(await unsubscribeCartReminders(db, c.req.valid("param").token, env.now()), 200))
    .get("/", requireUser, async (c) => c.json(await cartRemindersChoice(db, c.var.user!.id), 200))
    .put("/", requireUser, validate("json", cartRemindersSchema), async (c) => c.json(await chooseCartReminders(db, c.var.user!.id, c.req.valid("json").optedIn, env.now()), 200));
}

/** GET /api/admin/cart-reminders: the dashboard's figure. */
export function staffCartReminderRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>().get("/", async (c) => c.json(await cartReminderOutcome(db, env.now()), 200));
}
