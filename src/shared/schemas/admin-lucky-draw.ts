import { z } from "zod";

/** A calendar month in the shop's time zone, YYYY-MM. */
export const drawMonthSchema = z.object({
  month: z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month like 2026-03"),
});

export type LuckyDrawEntrant = { userId: string; name: string; email: string; optedInOrders: number };

export type LuckyDrawView = {
  id: string;
  month: string;
  drawnAt: string;
  drawnBy: string | null;
  entrantCount: number;
  entrantsHash: string;
  winner: { userId: string; name: string; email: string } | null;
};
