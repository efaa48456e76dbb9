// Limits of one cart line, without zod, so the pending-intent store in every first load does not pull in zod.

/** The most of one product a cart line may hold (the + button stops there; the table says the same). */
export const MAX_LINE_QUANTITY = 99;
