import { expect } from "vitest";
import { bodyOf } from "./answers";
import type { TestApp } from "./app";
import type { TestUser } from "./users";
import type { AddressFormValues } from "~/shared/schemas/address";

// A shopper's steps before checkout, through the typed API as the shop's pages take them.

export const sampleAddress = {
  fullName: "Asha Devi",
  phone: "9876543210",
  addressLine1: "12 Mustard Field Road",
  addressLine2: "Near the old mill",
  city: "Bharatpur",
  state: "Rajasthan",
  pincode: "321001",
};

export async function addToCart(shop: TestApp, user: TestUser, productIds: readonly string[]) {
  for (const productId of productIds) {
    const response = await shop.api(user).cart.items.$post({ json: { productId } });
    expect(response.status).toBe(200);
  }
}

export async function saveAddress(shop: TestApp, user: TestUser, overrides: Partial<AddressFormValues> = {}) {
  return (await bodyOf(shop.api(user).addresses.$post({ json: { ...sampleAddress, ...overrides } }), 201)).address;
}

/** A new shopper with these products in the cart and one saved address. */
export async function shopperWithCart(shop: TestApp, productIds: readonly string[]) {
  const user = await shop.signUp();
  await addToCart(shop, user, productIds);
  const address = await saveAddress(shop, user);
  return { user, address };
}
