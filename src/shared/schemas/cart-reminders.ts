import { z } from "zod";

// Cart reminders (docs/decisions/068): off until the shopper chooses them (India's DPDP Act asks for consent).

export const CART_REMINDERS_LABEL = "E-mail me if I leave items in my cart";
export const CART_REMINDERS_HINT = "At most one e-mail per cart, a day after you last changed it. You can turn this off at any time.";
export const CART_REMINDERS_UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't e-mail you about items left in your cart.";

/** PUT /api/cart-reminders */
export const cartRemindersSchema = z.object({ optedIn: z.boolean() });

/** Staff's figure: reminders queued in the window, and how many were followed by an order of that shopper within 7 days. */
export type CartReminderOutcome = { days: number; sent: number; ledToOrder: number };
