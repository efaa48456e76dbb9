import { z } from "zod";
import { indianMobileSchema, optionalTextSchema, pincodeSchema, textSchema } from "./common";

// A new address (docs/product-rules.md#saved-addresses): the checkout form and POST /api/addresses validate with this one schema.

export const addressInputMax = { fullName: 100, phone: 10, addressLine1: 255, addressLine2: 255, city: 100, state: 100, pincode: 6 } as const;

export const addressSchema = z.object({
  fullName: textSchema(2, 100, "Name must be at least 2 characters", "Name must be less than 100 characters"),
  phone: indianMobileSchema,
  addressLine1: textSchema(5, 255, "Address must be at least 5 characters", "Address must be less than 255 characters"),
  addressLine2: optionalTextSchema(255, "Address must be less than 255 characters"),
  city: textSchema(2, 100, "City must be at least 2 characters", "City must be less than 100 characters"),
  state: textSchema(2, 100, "State must be at least 2 characters", "State must be less than 100 characters"),
  pincode: pincodeSchema,
});

export type AddressFormValues = z.input<typeof addressSchema>;
export type AddressInput = z.output<typeof addressSchema>;

/** A saved address as the API returns it. */
export type Address = {
  id: string;
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pincode: string;
  isDefault: boolean;
  createdAt: string;
};
