import { z } from "zod";
import { ORDER_STATUSES } from "../order-status";
import { pageQuerySchema } from "./admin-common";
import { shopDateSchema } from "./common";

// A real calendar date (2026-13-45 is refused here rather than failing inside the database); empty means none.
// Only the years the shop can mean (2000 to 2099): year 0000 passes ISO's pattern but PostgreSQL has no year 0.
const isoDate = z
  .union([z.literal(""), shopDateSchema("Use a date like 2026-03-05")])
  .optional()
  .transform((value) => value || undefined);

/** GET /api/admin/orders: status, a date range (Asia/Kolkata days, both ends included) and a search. */
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  from: isoDate,
  to: isoDate,
  /** Order number, customer name, phone or pincode. */
  q: z
    .string()
    .trim()
    .max(100, "Search must be less than 100 characters")
    .optional()
    .transform((value) => value || undefined),
});

export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const moveOrderSchema = z.object({
  toStatus: z.enum(ORDER_STATUSES, { error: "Choose a status" }),
});

export type MoveOrderInput = z.input<typeof moveOrderSchema>;
