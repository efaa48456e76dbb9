import { desc, eq, type InferSelectModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Queryable } from "~/server/db/client";
import { notFound } from "~/server/http/errors";
import { pageWindow, toPage } from "~/server/db/paging";
import { auditLog } from "~/server/db/schema/audit";
import { users } from "~/server/db/schema/auth";
import type { AdminPage } from "~/shared/schemas/admin-common";

export type AuditEntry = {
  /** Null when the change came from the command line (a staff grant made with npm run staff:grant). */
  actorUserId: string | null;
  /** What was done, e.g. 'order.status', 'promo.create', 'review.hide', 'staff.grant', 'lucky_draw.draw', 'email.resend', 'catalogue.update', 'catalogue.stock', 'membership.settings', 'membership.suspend', 'order.payment', 'statement.layout', 'statement.reconcile', 'payments.settings', 'payments.cod_off', 'return.approve', 'return.refuse'. */
  action: string;
  entity: "order" | "promo_code" | "review" | "user" | "lucky_draw" | "email" | "catalogue_item" | "membership_settings" | "member" | "delivery_exclusion" | "complaint" | "delivery_holiday" | "statement_layout" | "bank_statement" | "payment_settings" | "cod_blocked_pincode" | "return_request";
  entityId: string;
  before: unknown;
  after: unknown;
};

/** Written in the same transaction as the change it records, so the log never misses or invents one. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** An audit entry about an order, found later under the order's id. */
export async function recordOrderAudit(tx: Queryable, orderId: string, entry: Omit<AuditEntry, "entity" | "entityId">): Promise<void> {
  await recordAudit(tx, { ...entry, entity: "order", entityId: orderId });
}

/**
 * Deletes the staff-kept row `id` of `table` (a switched-off area, a holiday) and audits it in the
 * same transaction, with `shown` of the row as its "before"; 404 with `missing` when there is none.
 */
export async function removeAudited<Table extends PgTable & { id: PgColumn }>(
  db: Database,
  table: Table,
  id: string,
  entry: Pick<AuditEntry, "actorUserId" | "action" | "entity"> & { shown: (row: InferSelectModel<Table>) => unknown; missing: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = (await tx.delete(table as PgTable).where(eq(table.id, id)).returning()) as (InferSelectModel<Table> & { id: string })[];
    if (!row) throw notFound(entry.missing);
    await recordAudit(tx, { actorUserId: entry.actorUserId, action: entry.action, entity: entry.entity, entityId: row.id, before: entry.shown(row), after: null });
  });
}

export type AuditRow = {
  id: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
  actor: { id: string; name: string; email: string } | null;
};

export async function listAudit(db: Queryable, page: number): Promise<AdminPage<AuditRow>> {
  const rows = await db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  return toPage(page, rows, ({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    createdAt: entry.createdAt.toISOString(),
    actor: entry.actorUserId && actorEmail ? { id: entry.actorUserId, name: actorName ?? "", email: actorEmail } : null,
  }));
}
