import { desc } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { newsletterSubscribers } from "~/server/db/schema/newsletter";
import { ADMIN_PAGE_SIZE, type AdminPage } from "~/shared/schemas/admin-common";

export type Subscriber = { id: string; email: string; createdAt: string };

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect): Subscriber => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() });

export async function listSubscribers(db: Queryable, page: number): Promise<AdminPage<Subscriber> & { total: number }> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  const total = await db.$count(newsletterSubscribers);
  return { page, total, hasMore: rows.length > ADMIN_PAGE_SIZE, rows: rows.slice(0, ADMIN_PAGE_SIZE).map(toSubscriber) };
}

export async function allSubscribers(db: Queryable): Promise<Subscriber[]> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}
