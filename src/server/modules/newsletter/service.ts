import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema/newsletter";

/** The unique index on lower(email) keeps one row per address, even when two sign-ups race. */
export async function subscribeToNewsletter(db: Queryable, email: string): Promise<{ alreadySubscribed: boolean }> {
  const inserted = await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}

export async function countSubscribers(db: Queryable, email: string): Promise<number> {
  const rows = await db.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
  return rows.length;
}
