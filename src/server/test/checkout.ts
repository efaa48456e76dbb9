import type { InferResponseType } from "hono/client";
import type { PlaceOrderInput } from "~/shared/schemas/order";
import type { ApiClient } from "./api-client";
import type { TestApp } from "./app";
import type { TestUser } from "./users";

/** Place Order as the checkout page sends it: cash on delivery, no lucky draw unless asked. */
export function placeOrderRequest(shop: TestApp, user: TestUser, body: PlaceOrderInput) {
  return shop.api(user).orders.$post({ json: { paymentMethod: "cod", participateLuckyDraw: false, ...body } });
}

/** The answer to Place Order, as the route types it: for a raw request's body. */
export type PlaceOrderAnswer = InferResponseType<ApiClient["orders"]["$post"]>;

let keyCount = 0;
/** A fresh idempotency key: one per press of Place Order. */
export const newKey = () => `test-key-${Date.now()}-${(keyCount += 1)}`;
