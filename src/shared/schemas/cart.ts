import { z } from "zod";
import { MAX_LINE_QUANTITY } from "../cart-line";

// Only the product and size ids travel: the server takes name, image and price from the catalogue.

export { MAX_LINE_QUANTITY };

export const QUANTITY_TOO_LOW_MESSAGE = "Quantity must be at least 1";
export const QUANTITY_TOO_HIGH_MESSAGE = `You can add at most ${MAX_LINE_QUANTITY} of one item to your cart`;

const productIdSchema = z.string({ error: "Please choose a product" }).trim().min(1, "Please choose a product").max(64, "This product is not in our catalogue");

/** A pack size's id; left out, the product's default size. */
const sizeIdSchema = z.string({ error: "Please choose a size" }).trim().min(1, "Please choose a size").max(64, "This size is not sold").optional();

export const addToCartSchema = z.object({ productId: productIdSchema, sizeId: sizeIdSchema });

export const cartQuantitySchema = z.object({
  quantity: z
    .number({ error: "Quantity must be a whole number" })
    .int("Quantity must be a whole number")
    .min(1, QUANTITY_TOO_LOW_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_TOO_HIGH_MESSAGE),
});

export const cartLineParamSchema = z.object({ lineId: z.uuid("This item is not in your cart") });

export const wishlistToggleSchema = z.object({ productId: productIdSchema, sizeId: sizeIdSchema });

export const wishlistProductParamSchema = z.object({ productId: productIdSchema });
