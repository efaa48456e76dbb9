import type { OrderStatus } from "./order-status";
import { RETURN_WINDOW_HOURS } from "./returns";

// A shopper cancels their own order while it is pending or processing (PRODUCT.md "After the sale").
// Without zod, so the pages that only show these words load no validation code (schemas/cancel-order.ts parses).

export const CANCEL_REASONS = [
  "Ordered by mistake",
  "Want to change the items or the address",
  "Found a better price elsewhere",
  "The delivery date is too late",
  "Something else",
] as const;

export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ["pending", "processing"];

export const CANNOT_CANCEL_SHIPPED = "This order has been shipped, so it can no longer be cancelled. Once it is delivered, you can report a problem with it from this page.";

export const CANNOT_CANCEL_DELIVERED = `This order has been delivered, so it can no longer be cancelled. If something is wrong with it, report a problem on this page within ${RETURN_WINDOW_HOURS} hours of delivery.`;
