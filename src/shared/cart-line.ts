// Limits of one cart line, without zod: the signed-out intent store (pending-intent.ts) is in every
// page's first load, and importing them from schemas/cart pulled zod and the schemas chunk (40 KB
// gzip) into it.

/** The most of one product a cart line may hold (the + button stops there; the table says the same). */
export const MAX_LINE_QUANTITY = 99;
