import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { profileLanguageSchema } from "~/shared/schemas/profile";
import { languageOf, saveLanguage } from "./service";

/** The signed-in shopper's own profile settings. */
export function profileRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/language", async (c) => c.json({ language: await languageOf(db, c.var.user!.id) }, 200))
    .put("/language", validate("json", profileLanguageSchema), async (c) => {
      const { language } = c.req.valid("json");
      await saveLanguage(db, c.var.user!.id, language);
      return c.json({ language }, 200);
    });
}
