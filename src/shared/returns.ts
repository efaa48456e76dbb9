import { keysOf } from "./label-table";

// Returns after delivery (PRODUCT.md "After the sale", docs/decisions/065-returns.md): the window, the
// reasons and what a request can be, in the shopper's words.

/** A problem is reported within 48 hours of delivery. */
export const RETURN_WINDOW_HOURS = 48;

export const RETURN_REASON_LABELS = {
  damaged: "Damaged",
  leaking: "Leaking",
  expired: "Expired",
  wrong_item: "Wrong item",
  missing_item: "Missing item",
};
export type ReturnReason = keyof typeof RETURN_REASON_LABELS;
export const RETURN_REASONS = keysOf(RETURN_REASON_LABELS);

export const RETURN_RESOLUTION_LABELS = { refund: "Refund", replacement: "Replacement" };
export type ReturnResolution = keyof typeof RETURN_RESOLUTION_LABELS;
export const RETURN_RESOLUTIONS = keysOf(RETURN_RESOLUTION_LABELS);

export const RETURN_STATUS_LABELS = { pending: "Waiting for our team", approved: "Approved", refused: "Refused" };
export type ReturnStatus = keyof typeof RETURN_STATUS_LABELS;
export const RETURN_STATUSES = keysOf(RETURN_STATUS_LABELS);

/** Photos a request carries: none needed for a missing item, otherwise one to three. */
export const RETURN_PHOTOS_MAX = 3;
/** Per photo: a phone's full-size JPEG fits. */
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const photosRequired = (reason: ReturnReason) => reason !== "missing_item";

const HOUR_MS = 60 * 60 * 1000;

/** Whether a problem can be reported now, and if not, why, in words the order page shows. */
export type ReturnWindow = { open: true; closesAt: string } | { open: false; reason: string; closesAt: string | null };

export const NOT_DELIVERED_MESSAGE = "You can report a problem once this order has been delivered.";
export const WINDOW_CLOSED_MESSAGE = `Problems can be reported within ${RETURN_WINDOW_HOURS} hours of delivery, and that time has passed for this order. If something is still wrong, raise a complaint.`;
export const NOTHING_LEFT_MESSAGE = "Every item of this order is already in a return request.";

/** The window from the delivered time: open until 48 hours after it. */
export function returnWindowOf(deliveredAt: Date | null, now: Date): ReturnWindow {
  if (!deliveredAt) return { open: false, reason: NOT_DELIVERED_MESSAGE, closesAt: null };
  const closesAt = new Date(deliveredAt.getTime() + RETURN_WINDOW_HOURS * HOUR_MS);
  if (now.getTime() > closesAt.getTime()) return { open: false, reason: WINDOW_CLOSED_MESSAGE, closesAt: closesAt.toISOString() };
  return { open: true, closesAt: closesAt.toISOString() };
}
