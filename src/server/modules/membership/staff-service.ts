import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { users } from "~/server/db/schema/auth";
import { members, membershipSettings, rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import { notFound } from "~/server/http/errors";
import type { MembershipTerms } from "~/shared/membership";
import type { AdminPage } from "~/shared/schemas/admin-common";
import { termsFromForm, type AdminMember, type MemberStatus, type MembershipSettingsValues } from "~/shared/schemas/admin-membership";
import { recordAudit } from "../audit/service";
import { membershipTerms } from "./members";

// The back office's side of the membership programme: every member with their figures, the
// programme's settings, and suspending a member. Every change is audited in its own transaction.

type MemberFigures = Pick<AdminMember, "friendsBrought" | "friendsDelivered" | "earnedPaise" | "spentPaise" | "expiredPaise" | "availablePaise">;

const noFigures = (): MemberFigures => ({ friendsBrought: 0, friendsDelivered: 0, earnedPaise: 0, spentPaise: 0, expiredPaise: 0, availablePaise: 0 });

/** A reward past its last day counts what was left as expired whether or not the sweep has written its row, as the member's own tab shows it. */
async function figuresOf(db: Queryable, userIds: string[], now: Date): Promise<Map<string, MemberFigures>> {
  const figures = new Map(userIds.map((id) => [id, noFigures()]));
  if (userIds.length === 0) return figures;
  const [friends, sums, earned] = await Promise.all([
    db
      .select({
        memberUserId: orders.referrerUserId,
        brought: sql<number>`count(*) filter (where ${orders.orderStatus} <> 'cancelled')::int`,
        delivered: sql<number>`count(*) filter (where ${orders.orderStatus} = 'delivered')::int`,
      })
      .from(orders)
      .where(inArray(orders.referrerUserId, userIds))
      .groupBy(orders.referrerUserId),
    db
      .select({ rewardId: rewardLedger.rewardId, kind: rewardLedger.kind, amountPaise: sql<number>`sum(${rewardLedger.amountPaise})::int` })
      .from(rewardLedger)
      .where(inArray(rewardLedger.memberUserId, userIds))
      .groupBy(rewardLedger.rewardId, rewardLedger.kind),
    db
      .select({ id: rewardLedger.id, memberUserId: rewardLedger.memberUserId, expiresAt: rewardLedger.expiresAt })
      .from(rewardLedger)
      .where(and(inArray(rewardLedger.memberUserId, userIds), eq(rewardLedger.kind, "earned"))),
  ]);
  for (const row of friends) {
    const member = figures.get(row.memberUserId!)!;
    member.friendsBrought = Number(row.brought);
    member.friendsDelivered = Number(row.delivered);
  }
  const byReward = new Map<string, Record<string, number>>();
  for (const row of sums) byReward.set(row.rewardId, { ...byReward.get(row.rewardId), [row.kind]: Number(row.amountPaise) });
  for (const reward of earned) {
    const member = figures.get(reward.memberUserId)!;
    const { earned: amount = 0, spent = 0, returned = 0, expired = 0, taken_back: takenBack = 0, repaid = 0 } = byReward.get(reward.id) ?? {};
    // Taken back (a friend's return) and repaid (a debt paid off) leave the reward too.
    const left = amount + spent + returned + expired + takenBack + repaid;
    member.earnedPaise += amount;
    member.spentPaise += -spent - returned;
    if (reward.expiresAt! <= now) member.expiredPaise += -expired + left;
    else member.availablePaise += left;
  }
  return figures;
}

type MemberRow = { userId: string; name: string; email: string; code: string; status: string; joinedAt: Date };

const memberRows = (db: Queryable) =>
  db
    .select({ userId: members.userId, name: users.name, email: users.email, code: members.code, status: members.status, joinedAt: members.joinedAt })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .orderBy(desc(members.joinedAt), desc(members.userId));

async function withFigures(db: Queryable, rows: MemberRow[], now: Date): Promise<AdminMember[]> {
  const figures = await figuresOf(db, rows.map((row) => row.userId), now);
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    code: row.code,
    status: row.status === "suspended" ? "suspended" : "active",
    joinedAt: row.joinedAt.toISOString(),
    ...figures.get(row.userId)!,
  }));
}

/** A page of members, newest first, with the programme's settings and how many members there are. */
export async function listMembersForStaff(db: Queryable, page: number, now = new Date()): Promise<AdminPage<AdminMember> & { total: number; settings: MembershipTerms }> {
  const window = pageWindow(page);
  const [rows, total, settings] = await Promise.all([memberRows(db).limit(window.limit).offset(window.offset), db.$count(members), membershipTerms(db)]);
  const listed = await withFigures(db, rows, now);
  return { ...toPage(page, listed, (member) => member), total, settings };
}

/** Every member, newest first, for the CSV export. */
export async function allMembersForStaff(db: Queryable, now = new Date()): Promise<AdminMember[]> {
  return withFigures(db, await memberRows(db), now);
}

/** Saves the programme's figures and whether it is on, with the before and after in the audit log. */
export async function updateMembershipSettings(db: Database, actorUserId: string, form: MembershipSettingsValues): Promise<MembershipTerms> {
  return db.transaction(async (tx) => {
    // The row lock keeps the before picture true while the update runs.
    await tx.select({ id: membershipSettings.id }).from(membershipSettings).where(eq(membershipSettings.id, 1)).for("update");
    const before = await membershipTerms(tx);
    const after = termsFromForm(form);
    await tx.update(membershipSettings).set({ ...after, updatedAt: sql`now()` }).where(eq(membershipSettings.id, 1));
    await recordAudit(tx, { actorUserId, action: "membership.settings", entity: "membership_settings", entityId: "1", before, after });
    return after;
  });
}

/** Setting the status a member already has changes nothing and writes no audit row. */
export async function setMemberStatus(db: Database, actorUserId: string, userId: string, change: { status: MemberStatus; reason: string }): Promise<{ userId: string; code: string; status: MemberStatus; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.userId, userId)).for("update");
    if (!member) throw notFound("Member not found");
    const result = { userId, code: member.code, status: change.status };
    if (member.status === change.status) return { ...result, changed: false };
    await tx.update(members).set({ status: change.status, updatedAt: sql`now()` }).where(eq(members.userId, userId));
    await recordAudit(tx, {
      actorUserId,
      action: change.status === "suspended" ? "membership.suspend" : "membership.reactivate",
      entity: "member",
      entityId: userId,
      before: { code: member.code, status: member.status },
      after: { code: member.code, status: change.status, reason: change.reason || null },
    });
    return { ...result, changed: true };
  });
}
