import { z } from "zod";

// Cart reminders (docs/decisions/068): off until the shopper chooses them (India's DPDP Act asks for consent).

/** PUT /api/cart-reminders */
export const cartRemindersSchema = z.object({ optedIn: z.boolean() });

/** Staff's figure: reminders queued in the window, and how many were followed by an order of that shopper within 7 days. */
export type CartReminderOutcome = { days: number; sent: number; ledToOrder: number };
