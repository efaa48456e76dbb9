import { eq } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { profiles } from "~/server/db/schema/customers";
import type { Lang } from "~/shared/lang";

/** Keeps the shopper's language on their profile (made here for an account that has none yet). */
export async function saveLanguage(db: Database, userId: string, language: Lang): Promise<void> {
  await db.insert(profiles).values({ id: userId, language }).onConflictDoUpdate({ target: profiles.id, set: { language, updatedAt: new Date() } });
}

/** The language on a shopper's profile; English without one. */
export async function languageOf(db: Database, userId: string): Promise<Lang> {
  const [row] = await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language === "hi" ? "hi" : "en";
}
