import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { PASSWORD } from "./auth-helpers";
import { expect } from "./fixtures";

export type PlacedOrder = { id: string; orderNumber: string; totalPaise: number };

type AddressFields = { fullName: string; phone: string; addressLine1: string; landmark?: string; city: string; state: string; pincode: string };

export type Buyer = {
  /** The shop's address, e.g. a spec's own server. */
  base: string;
  name?: string;
  emailPrefix?: string;
  productId?: string;
  /** Several cart lines (a product twice adds two); instead of `productId`. */
  productIds?: string[];
  paymentMethod?: "cod" | "upi" | "online";
  address?: Partial<AddressFields>;
  participateLuckyDraw?: boolean;
};

const rajasthanAddress = { phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

/** One `productId` into the cart of the shopper signed in on `request`; the shop must take it. */
export async function addToCartThroughApi(request: APIRequestContext, base: string | undefined, productId: string): Promise<void> {
  expect((await request.post(`${base}/api/cart/items`, { data: { productId }, headers: { Origin: base! } })).ok()).toBe(true);
}

/** Cart, address and Place Order for the shopper signed in on `request`, through the shop's own API; each step must succeed. */
export async function placeOrderThroughApi(request: APIRequestContext, { base, name = "Asha Devi", productId = "1", productIds = [productId], paymentMethod, address = {}, participateLuckyDraw }: Buyer): Promise<PlacedOrder> {
  const headers = { Origin: base };
  for (const id of productIds) await addToCartThroughApi(request, base, id);
  const saved = await request.post(`${base}/api/addresses`, { headers, data: { fullName: name, ...rajasthanAddress, ...address } });
  expect(saved.ok()).toBe(true);
  const { address: kept } = (await saved.json()) as { address: { id: string } };
  const placed = await request.post(`${base}/api/orders`, { headers, data: { addressId: kept.id, idempotencyKey: randomUUID(), ...(paymentMethod ? { paymentMethod } : {}), ...(participateLuckyDraw === undefined ? {} : { participateLuckyDraw }) } });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: PlacedOrder }).order;
}

/** A new shopper signed up on `request`, then their order as `placeOrderThroughApi` places it; their e-mail and the order. */
export async function signUpAndOrder(request: APIRequestContext, buyer: Buyer): Promise<{ email: string; order: PlacedOrder }> {
  const name = buyer.name ?? "Asha Devi";
  const email = `${buyer.emailPrefix ?? "buyer"}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post(`${buyer.base}/api/auth/sign-up/email`, { data: { email, password: PASSWORD, name }, headers: { Origin: buyer.base } })).ok()).toBe(true);
  return { email, order: await placeOrderThroughApi(request, { ...buyer, name }) };
}
