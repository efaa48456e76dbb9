import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { cartReminderConsents, cartReminders } from "~/server/db/schema/cart-reminders";
import { ApiError } from "~/server/http/errors";
import { linkTokenHash } from "~/server/lib/tokens";
import { CART_REMINDERS_UNSUBSCRIBED_MESSAGE } from "~/shared/cart-reminders";
import { ALERT_LINK_INVALID_MESSAGE } from "~/shared/schemas/stock-alerts";

// A shopper's consent to cart reminders: off unless they chose it, on sign-up or in their account.

export async function cartRemindersChoice(db: Queryable, userId: string): Promise<{ optedIn: boolean }> {
  const [row] = await db.select({ optedIn: cartReminderConsents.optedIn }).from(cartReminderConsents).where(eq(cartReminderConsents.userId, userId));
  return { optedIn: row?.optedIn ?? false };
}

/** Records the choice and when it was made (the consent's date); a repeat changes nothing. */
export async function chooseCartReminders(db: Queryable, userId: string, optedIn: boolean, now: Date): Promise<{ optedIn: boolean }> {
  await db
    .insert(cartReminderConsents)
    .values({ userId, optedIn, changedAt: now })
    .onConflictDoUpdate({ target: cartReminderConsents.userId, set: { optedIn, changedAt: now }, setWhere: sql`${cartReminderConsents.optedIn} <> ${optedIn}` });
  return { optedIn };
}

/** One click from a reminder, signed out: the token names the shopper. */
export async function unsubscribeCartReminders(db: Queryable, token: string, now: Date): Promise<{ message: string }> {
  const [row] = await db.select({ userId: cartReminders.userId }).from(cartReminders).where(eq(cartReminders.unsubscribeTokenHash, linkTokenHash(token)));
  if (!row) throw new ApiError(404, ALERT_LINK_INVALID_MESSAGE, { title: "Link not valid" });
  await db
    .update(cartReminderConsents)
    .set({ optedIn: false, changedAt: now })
    .where(and(eq(cartReminderConsents.userId, row.userId), eq(cartReminderConsents.optedIn, true)));
  return { message: CART_REMINDERS_UNSUBSCRIBED_MESSAGE };
}
