import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { deliveryHolidays } from "~/server/db/schema/delivery-holidays";
import { ApiError } from "~/server/http/errors";
import { recordAudit, removeAudited } from "../audit/service";

// Days without dispatch or delivery: every promise skips them (shared/delivery.ts).

/** Far enough for the longest promise (9 business days) even across a run of holidays. */
const LOOKAHEAD_DAYS = 60;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The days of the holidays a promise made on `fromDay` (YYYY-MM-DD, Asia/Kolkata) can meet, as a query to read alone or within another. */
export const holidayDaysFrom = (db: Queryable, fromDay: string) =>
  db
    .select({ day: deliveryHolidays.day })
    .from(deliveryHolidays)
    .where(and(gte(deliveryHolidays.day, fromDay), lte(deliveryHolidays.day, addDays(fromDay, LOOKAHEAD_DAYS))));

export type DeliveryHoliday = { id: string; day: string; name: string; createdBy: { name: string; email: string } | null };

/** Every holiday from `fromDay` on, in date order: past ones no longer matter to a promise. */
export async function listHolidays(db: Queryable, fromDay: string): Promise<DeliveryHoliday[]> {
  const rows = await db
    .select({ row: deliveryHolidays, name: users.name, email: users.email })
    .from(deliveryHolidays)
    .leftJoin(users, eq(users.id, deliveryHolidays.createdBy))
    .where(gte(deliveryHolidays.day, fromDay))
    .orderBy(asc(deliveryHolidays.day));
  return rows.map(({ row, name, email }) => ({ id: row.id, day: row.day, name: row.name, createdBy: email ? { name: name ?? "", email } : null }));
}

/** One holiday per day; audited in the same transaction. */
export async function addHoliday(db: Database, actorUserId: string, input: { day: string; name: string }): Promise<DeliveryHoliday> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(deliveryHolidays).values({ day: input.day, name: input.name, createdBy: actorUserId }).onConflictDoNothing().returning();
    if (!row) throw new ApiError(409, `${input.day} is already a delivery holiday`, { fields: { day: "Already a delivery holiday" } });
    await recordAudit(tx, { actorUserId, action: "delivery.holiday_add", entity: "delivery_holiday", entityId: row.id, before: null, after: { day: row.day, name: row.name } });
    const [actor] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, actorUserId));
    return { id: row.id, day: row.day, name: row.name, createdBy: actor ?? null };
  });
}

export async function removeHoliday(db: Database, actorUserId: string, id: string): Promise<void> {
  const shown = (row: { day: string; name: string }) => ({ day: row.day, name: row.name });
  await removeAudited(db, deliveryHolidays, id, { actorUserId, action: "delivery.holiday_remove", entity: "delivery_holiday", shown, missing: "This day is not a delivery holiday" });
}
