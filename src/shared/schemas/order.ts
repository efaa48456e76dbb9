import { z } from "zod";
import { SELECT_ADDRESS_MESSAGE } from "../form-fields";
import { LANGS } from "../lang";
import { businessBuyerSchema } from "./business-buyer";
import { promoCodeSchema } from "./promo";

// POST /api/orders. Prices are never part of the request: the server prices the cart itself.

export { SELECT_ADDRESS_MESSAGE };

export const placeOrderSchema = z.object({
  addressId: z.string({ error: SELECT_ADDRESS_MESSAGE }).trim().min(1, SELECT_ADDRESS_MESSAGE),
  /** Online Payment is refused by the server unless a gateway is configured (docs/decisions/060). */
  paymentMethod: z.enum(["cod", "upi", "online"], { error: "Choose Cash on Delivery, UPI or Online Payment" }).default("cod"),
  /** Empty or absent: no promo code. */
  promoCode: z
    .string()
    .trim()
    .optional()
    .transform((code) => code || undefined)
    .pipe(promoCodeSchema.optional()),
  participateLuckyDraw: z.boolean().default(false),
  /** The membership rewards the checkout showed as spent ("Use my rewards"); 0: none. The server spends what it computes, and refuses when that differs. */
  rewardsPaise: z.number({ error: "Rewards must be an amount in paise" }).int("Rewards must be an amount in paise").min(0, "Rewards must be an amount in paise").max(100_000_000, "Rewards must be an amount in paise").default(0),
  /** "Buying for a business": the GSTIN and name for the tax invoice; absent or null for a household. */
  business: businessBuyerSchema.nullish(),
  /** One per checkout visit (made at random in the browser): a retry returns the first order. */
  idempotencyKey: z.string().trim().min(8, "Missing idempotency key").max(100, "Invalid idempotency key"),
  /** The language of the checkout page, its e-mails go in it; absent: English (the column's default). */
  language: z.enum(LANGS, { error: "Unknown language" }).optional(),
});

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

export const listOrdersQuerySchema = z.object({
  /** The id of the last order of the previous page. */
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET /api/orders/number/:orderNumber: any text up to 100 characters; one that is not the shopper's order answers 404. */
export const orderNumberParamSchema = z.object({ orderNumber: z.string().trim().min(1, "Order not found").max(100, "Order not found") });
