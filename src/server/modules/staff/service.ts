import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { ApiError, notFound } from "~/server/http/errors";
import type { StaffMember } from "~/shared/schemas/admin-staff";
import { recordAudit } from "../audit/service";

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  return db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.role, "staff")).orderBy(asc(users.email));
}

/** `actorUserId` is null from the command line; granting existing staff changes nothing and writes no audit row. */
export async function grantStaff(db: Database, actorUserId: string | null, email: string): Promise<{ member: StaffMember; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`);
    if (!account) {
      const message = "No account uses this e-mail. The person must sign up first.";
      throw new ApiError(404, message, { fields: { email: message } });
    }
    const member = { id: account.id, name: account.name, email: account.email };
    const [changed] = await tx
      .update(users)
      .set({ role: "staff", updatedAt: sql`now()` })
      .where(and(eq(users.id, account.id), eq(users.role, "customer")))
      .returning({ id: users.id });
    if (!changed) return { member, changed: false };
    await recordAudit(tx, { actorUserId, action: "staff.grant", entity: "user", entityId: account.id, before: { email: account.email, role: "customer" }, after: { email: account.email, role: "staff" } });
    return { member, changed: true };
  });
}

/** Takes the staff role away. Nobody revokes themselves, so the shop is never left without staff by accident. */
export async function revokeStaff(db: Database, actorUserId: string, userId: string): Promise<void> {
  if (userId === actorUserId) throw new ApiError(409, "You cannot revoke your own staff role");
  await db.transaction(async (tx) => {
    // Revocations take turns, and the actor must still be staff when their turn comes: two staff
    // revoking each other at once cannot leave the shop with none.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-roles', 0))`);
    const [actor] = await tx.select({ role: users.role }).from(users).where(eq(users.id, actorUserId));
    if (actor?.role !== "staff") throw notFound("Staff member not found");
    const [changed] = await tx
      .update(users)
      .set({ role: "customer", updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), eq(users.role, "staff")))
      .returning({ id: users.id, email: users.email });
    if (!changed) throw notFound("Staff member not found");
    await recordAudit(tx, { actorUserId, action: "staff.revoke", entity: "user", entityId: userId, before: { email: changed.email, role: "staff" }, after: { email: changed.email, role: "customer" } });
  });
}
