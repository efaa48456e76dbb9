import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { AppDeps } from "~/server/context";
import { users } from "~/server/db/schema/auth";
import { profileLanguage, profiles } from "~/server/db/schema/customers";
import { cartActivity, cartReminderConsents, cartReminders } from "~/server/db/schema/cart-reminders";
import type { Logger } from "~/server/logger";
import { startCountedSweep, type Repeating } from "~/server/lib/repeat";
import { linkTokenHash, newLinkToken } from "~/server/lib/tokens";
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { priceCart } from "../cart/service";
import { cartReminderMail } from "./mail";

/** A cart untouched this long is reminded of, once. */
export const CART_IDLE_HOURS = 24;

type SweepDeps = Pick<AppDeps, "db" | "emails"> & { baseUrl: string };

/** Opted in, idle long enough, and this version of the cart not yet reminded of. */
const due = (cutoff: Date) =>
  and(
    lte(cartActivity.cartChangedAt, cutoff),
    sql`${cartActivity.remindedVersion} is distinct from ${cartActivity.cartVersion}`,
    sql`exists (select 1 from ${cartReminderConsents} where ${cartReminderConsents.userId} = ${cartActivity.userId} and ${cartReminderConsents.optedIn})`,
  );

/** Each cart is claimed by an UPDATE that re-checks it is due and records its version, so sweeps at once send one e-mail and the next waits for a change. */
export async function sendCartReminders({ db, emails, baseUrl }: SweepDeps, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - CART_IDLE_HOURS * 3_600_000);
  const candidates = await db
    .select({ userId: cartActivity.userId })
    .from(cartActivity)
    .where(and(due(cutoff), sql`exists (select 1 from cart_items where cart_items.user_id = ${cartActivity.userId})`))
    .orderBy(asc(cartActivity.cartChangedAt))
    .limit(100);
  const reminded: string[] = [];
  for (const { userId } of candidates) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(cartActivity)
        .set({ remindedVersion: sql`${cartActivity.cartVersion}` })
        .where(and(eq(cartActivity.userId, userId), due(cutoff)))
        .returning({ userId: cartActivity.userId });
      if (!claimed) return false;
      const [user] = await tx
        .select({ email: users.email, name: users.name, language: profileLanguage })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId));
      if (!user) return false;
      const cart = await priceCart(tx, userId, user.language);
      if (cart.lines.length === 0) return false;
      const token = newLinkToken();
      await tx.insert(cartReminders).values({ userId, unsubscribeTokenHash: linkTokenHash(token) });
      // In the language the shopper last chose, with links to its pages.
      const links = { cartUrl: `${baseUrl}${localize(user.language, paths.cart.getHref())}`, unsubscribeUrl: `${baseUrl}${localize(user.language, paths.unsubscribe.getHref("cart-reminders", token))}` };
      await emails.enqueue(tx, "cart_reminder", cartReminderMail(user.email, user.name, cart, links, user.language));
      return true;
    });
    if (sent) reminded.push(userId);
  }
  if (reminded.length > 0) emails.wake();
  return reminded;
}

/** Every `intervalMs` in each server process; safe in all of them at once. */
export function startCartReminderSweep(deps: SweepDeps & { logger: Logger; now: () => Date; intervalMs: number }): Repeating {
  return startCountedSweep(deps, "cart reminder sweep", "cart reminders queued", (now) => sendCartReminders(deps, now));
}
