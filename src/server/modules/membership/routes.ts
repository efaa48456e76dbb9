import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { paths } from "~/shared/paths";
import { REFERRAL_QUERY_KEY, memberCodePattern } from "~/shared/membership";
import { membershipAnswer, shareLinkOf } from "./answer";
import { joinMembership } from "./service";

/** The member's own side of the programme under /api/membership: every read is the session's user's. */
export function membershipRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await membershipAnswer({ db, env }, c.var.user!.id), 200))
    .post("/join", async (c) => {
      const member = await joinMembership(db, c.var.user!);
      return c.json({ member: { code: member.code, shareLink: shareLinkOf(env.baseUrl, member.code) }, message: "Welcome to the membership!" }, 201);
    });
}

/** /r/{code}: the member's share link opens the shop with the code remembered for checkout (the page keeps it). */
export function referralLinkRoutes() {
  return new Hono<AppEnv>().get("/:code", (c) => {
    const code = c.req.param("code").toUpperCase();
    const target = memberCodePattern.test(code) ? `${paths.shop.getHref()}?${REFERRAL_QUERY_KEY}=${encodeURIComponent(code)}` : paths.shop.getHref();
    c.header("Cache-Control", "no-store");
    return c.redirect(target, 302);
  });
}
