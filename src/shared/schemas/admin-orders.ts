import { z } from "zod";
import { ORDER_STATUSES } from "../order-status";
import { PAYMENT_STATUSES } from "../payment";
import { pageQuerySchema } from "./admin-common";
import { plainString, shopDateSchema } from "./common";

// A real date in 2000–2099 (PostgreSQL has no year 0), refused here rather than inside the database; empty means none.
const isoDate = z
  .union([z.literal(""), shopDateSchema("Use a date like 2026-03-05")])
  .optional()
  .transform((value) => value || undefined);

/** GET /api/admin/orders: status, a date range (Asia/Kolkata days, both ends included) and a search. */
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: "Choose a payment status" }).optional(),
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

/** How many orders one CSV export holds at most, and one batch of packing slips (pages). */
export const ORDER_EXPORT_LIMIT = 5_000;
export const PACKING_SLIP_BATCH_LIMIT = 200;

/** GET /api/admin/order-exports/orders.csv: the list's filters, every matching order rather than a page. */
export const adminOrderExportQuerySchema = adminOrderListQuerySchema.omit({ page: true });

export const PACKING_SLIP_STATUS_MESSAGE = "Choose a status: pending, processing, shipped, delivered, cancelled or returned to origin";

/** GET /api/admin/order-exports/packing-slips.pdf: the same filters, with the status required. */
export const packingSlipBatchQuerySchema = adminOrderExportQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { error: PACKING_SLIP_STATUS_MESSAGE }),
});

export type AdminOrderFilters = z.output<typeof adminOrderExportQuerySchema>;

export const COURIER_MESSAGE = "Please enter the courier";
export const TRACKING_NUMBER_MESSAGE = "Please enter the tracking number";
export const RETURN_REASON_MESSAGE = "Please say why the parcel came back";
export const TRACKING_URL_MESSAGE = "The tracking link must be a web address starting with https://";

const optionalText = (max: number, message: string) =>
  plainString()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** Shipping needs the courier and tracking number (a link is optional, https only); other moves ignore them. */
export const moveOrderSchema = z
  .object({
    toStatus: z.enum(ORDER_STATUSES, { error: "Choose a status" }),
    courier: optionalText(60, "Courier must be less than 60 characters"),
    trackingNumber: optionalText(40, "Tracking number must be less than 40 characters").pipe(
      z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "Use letters, digits, spaces and dashes in the tracking number").optional(),
    ),
    trackingUrl: optionalText(500, "The tracking link must be less than 500 characters").pipe(z.url({ protocol: /^https$/, error: TRACKING_URL_MESSAGE }).optional()),
    /** Why a parcel came back (required for Returned to origin). */
    reason: optionalText(200, "The reason must be less than 200 characters"),
    /** Returned to origin: the order lines (item ids) whose stock is written off rather than put back. */
    writeOffItemIds: z.array(z.uuid()).max(100).optional(),
  })
  .superRefine((move, context) => {
    if (move.toStatus === "returned_to_origin" && !move.reason) context.addIssue({ code: "custom", path: ["reason"], message: RETURN_REASON_MESSAGE });
    if (move.toStatus !== "shipped") return;
    if (!move.courier) context.addIssue({ code: "custom", path: ["courier"], message: COURIER_MESSAGE });
    if (!move.trackingNumber) context.addIssue({ code: "custom", path: ["trackingNumber"], message: TRACKING_NUMBER_MESSAGE });
  });

export type MoveOrderRequest = z.output<typeof moveOrderSchema>;

export type MoveOrderInput = z.input<typeof moveOrderSchema>;
