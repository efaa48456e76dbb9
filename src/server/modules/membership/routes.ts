import { Hono } from "hono";
import { count, and, eq, ne } from "drizzle-orm";
import type { AppDeps, AppEnv } from "~/server/context";
import { orders } from "~/server/db/schema/orders";
import { requireUser } from "~/server/http/session";
import { paths } from "~/shared/paths";
import { REFERRAL_QUERY_KEY, memberCodePattern } from "~/shared/membership";
import { findMember, hasDeliveredOrder, joinMembership, membershipTerms, rewardsOf } from "./service";

/** The member's own side of the programme under /api/membership: every read is the session's user's. */
export function membershipRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  const shareLink = (code: string) => `${env.baseUrl}${paths.referral.getHref(code)}`;

  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const user = c.var.user!;
      const [terms, member] = await Promise.all([membershipTerms(db), findMember(db, user.id)]);
      const { enabled, friendDiscountPercent, friendDiscountCapPaise, commissionPercent, minOrderPaise } = terms;
      const programme = { enabled, friendDiscountPercent, friendDiscountCapPaise, commissionPercent, minOrderPaise };
      if (!member) return c.json({ programme, eligible: await hasDeliveredOrder(db, user.id), member: null, rewards: [], availablePaise: 0, friendsBrought: 0 }, 200);
      // The shop's clock: SHOP_TEST_NOW in test mode moves it, so a browser test can see a reward expire.
      const now = env.now();
      const [rewards, [brought]] = await Promise.all([
        rewardsOf(db, member, now),
        db.select({ n: count() }).from(orders).where(and(eq(orders.referrerUserId, member.userId), ne(orders.orderStatus, "cancelled"))),
      ]);
      const availablePaise = rewards.filter((reward) => reward.status === "available").reduce((sum, reward) => sum + reward.leftPaise, 0);
      return c.json(
        {
          programme,
          eligible: true,
          member: { code: member.code, status: member.status === "suspended" ? ("suspended" as const) : ("active" as const), joinedAt: member.joinedAt.toISOString(), shareLink: shareLink(member.code) },
          rewards,
          availablePaise,
          friendsBrought: brought?.n ?? 0,
        },
        200,
      );
    })
    .post("/join", async (c) => {
      const member = await joinMembership(db, c.var.user!);
      return c.json({ member: { code: member.code, shareLink: shareLink(member.code) }, message: "Welcome to the membership!" }, 201);
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
