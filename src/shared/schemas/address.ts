import { z } from "zod";
import { addressInputMax } from "../form-fields";
import { indianMobileSchema, listedState, optionalTextSchema, pincodeSchema, textSchema } from "./common";

// One schema for the checkout and account forms and /api/addresses; the server also checks the pincode against its directory.

export { addressInputMax };

export const addressSchema = z.object({
  fullName: textSchema(2, 100, "Name must be at least 2 characters", "Name must be less than 100 characters"),
  phone: indianMobileSchema,
  addressLine1: textSchema(5, 255, "Address must be at least 5 characters", "Address must be less than 255 characters"),
  addressLine2: optionalTextSchema(255, "Address must be less than 255 characters"),
  landmark: optionalTextSchema(100, "Landmark must be less than 100 characters"),
  city: textSchema(2, 100, "City must be at least 2 characters", "City must be less than 100 characters"),
  // One of the states and union territories, stored in the list's spelling ("delhi" → "Delhi").
  state: textSchema(2, 100, "State must be at least 2 characters", "State must be less than 100 characters").pipe(listedState),
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
  landmark: string | null;
  city: string;
  state: string;
  pincode: string;
  isDefault: boolean;
  createdAt: string;
};

/** The part of an address printed on a parcel, kept by an order as it was when placed. */
export type ShippingAddress = Pick<Address, "fullName" | "phone" | "addressLine1" | "addressLine2" | "landmark" | "city" | "state" | "pincode">;
