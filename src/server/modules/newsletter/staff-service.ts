import { desc } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { newsletterSubscribers } from "~/server/db/schema/newsletter";
import type { AdminPage } from "~/shared/schemas/admin-common";

export type Subscriber = { id: string; email: string; createdAt: string };

const toSubscriber = (row: typeof newsletterSubscribers.$inferSelect): Subscriber => ({ id: row.id, email: row.email, createdAt: row.createdAt.toISOString() });

export async function listSubscribers(db: Queryable, page: number): Promise<AdminPage<Subscriber> & { total: number }> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  const total = await db.$count(newsletterSubscribers);
  return { ...toPage(page, rows, toSubscriber), total };
}

export async function allSubscribers(db: Queryable): Promise<Subscriber[]> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}
