import { Hono } from "hono";
import { pageQuerySchema } from "~/shared/schemas/admin-common";
import { memberParamSchema, memberStatusSchema, membershipSettingsSchema, type AdminMember } from "~/shared/schemas/admin-membership";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { csvHeaders, rupeesCell, toCsv } from "~/server/lib/csv";
import { flaggedReferrals } from "./household";
import { allMembersForStaff, listMembersForStaff, setMemberStatus, updateMembershipSettings } from "./staff-service";

const CSV_COLUMNS: readonly [string, (member: AdminMember) => string | number][] = [
  ["name", (m) => m.name],
  ["email", (m) => m.email],
  ["code", (m) => m.code],
  ["status", (m) => m.status],
  ["joined_at", (m) => m.joinedAt],
  ["friends_brought", (m) => m.friendsBrought],
  ["friends_delivered", (m) => m.friendsDelivered],
  ["rewards_earned_rupees", (m) => rupeesCell(m.earnedPaise)],
  ["rewards_spent_rupees", (m) => rupeesCell(m.spentPaise)],
  ["rewards_expired_rupees", (m) => rupeesCell(m.expiredPaise)],
  ["rewards_available_rupees", (m) => rupeesCell(m.availablePaise)],
];

/** /api/admin/membership: the members and their figures, the programme's settings, suspending a member, the CSV, and referrals to review. */
export function staffMembershipRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuerySchema), async (c) => c.json(await listMembersForStaff(db, c.req.valid("query").page), 200))
    .get("/referrals-to-review", validate("query", pageQuerySchema), async (c) => c.json(await flaggedReferrals(db, c.req.valid("query").page), 200))
    .get("/csv", async (c) => {
      const all = await allMembersForStaff(db);
      return c.body(toCsv(CSV_COLUMNS.map(([name]) => name), all.map((member) => CSV_COLUMNS.map(([, value]) => value(member)))), 200, csvHeaders("members.csv"));
    })
    .put("/settings", validate("json", membershipSettingsSchema), async (c) => c.json({ settings: await updateMembershipSettings(db, c.var.user!.id, c.req.valid("json")) }, 200))
    .post("/members/:userId/status", validate("param", memberParamSchema), validate("json", memberStatusSchema), async (c) =>
      c.json({ member: await setMemberStatus(db, c.var.user!.id, c.req.valid("param").userId, c.req.valid("json")) }, 200),
    );
}
