import { expect } from "vitest";
import type { TestApp, TestUser } from "~/server/test/app";
import type { Address } from "~/shared/schemas/address";
import type { OrderView } from "~/server/modules/orders/records";

// Shared by the checkout integration tests: a signed-up shopper with a cart and a saved address.

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
    const response = await shop.request("POST", "/api/cart/items", { cookie: user.cookie, body: { productId } });
    expect(response.status).toBe(200);
  }
}

export async function saveAddress(shop: TestApp, user: TestUser, overrides: Partial<typeof sampleAddress> = {}): Promise<Address> {
  const response = await shop.request("POST", "/api/addresses", { cookie: user.cookie, body: { ...sampleAddress, ...overrides } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { address: Address }).address;
}

/** A new shopper with these products in the cart and one saved address. */
export async function shopperWithCart(shop: TestApp, productIds: readonly string[]) {
  const user = await shop.signUp();
  await addToCart(shop, user, productIds);
  const address = await saveAddress(shop, user);
  return { user, address };
}

export type PlaceOrderAnswer = { order: OrderView; created: boolean };

export function placeOrderRequest(shop: TestApp, user: TestUser, body: Record<string, unknown>) {
  return shop.request("POST", "/api/orders", { cookie: user.cookie, body: { paymentMethod: "cod", participateLuckyDraw: false, ...body } });
}

let keyCount = 0;
export const newKey = () => `test-key-${Date.now()}-${(keyCount += 1)}`;
