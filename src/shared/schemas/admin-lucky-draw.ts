import { z } from "zod";
import { shopMonthSchema } from "./common";

/** A calendar month in the shop's time zone, YYYY-MM. */
export const drawMonthSchema = z.object({
  month: shopMonthSchema("Choose a month like 2026-03"),
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
