import { z } from "zod";
import { CANCEL_REASONS } from "../cancel-order";

/** POST /api/orders/number/:orderNumber/cancel */
export const cancelOrderSchema = z.object({
  reason: z.enum(CANCEL_REASONS, { error: "Please choose why you are cancelling" }),
});

export type CancelOrderRequest = z.infer<typeof cancelOrderSchema>;
