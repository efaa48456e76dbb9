import { expect } from "vitest";
import type { TestApp } from "./app";
import { confirmIfWaiting, moveOrderRequest } from "./back-office";
import { newKey, placeOrderRequest } from "./checkout";
import { insertOrder } from "./orders";
import { shopperWithCart } from "./shopper";
import type { TestUser } from "./users";

/** A member's own phone, unlike the test shoppers' sample address, so a friend's order is a friend's. */
export const MEMBERS_PHONE = "9123456780";

/** A customer with a delivered order who has joined the membership: their code. */
export async function joinedMember(shop: TestApp, name = "Priya Sharma"): Promise<{ user: TestUser; code: string }> {
  const user = await shop.signUp({ name });
  await insertOrder(shop.db, user.id, { status: "delivered", phone: MEMBERS_PHONE });
  const joined = await shop.api(user).membership.join.$post();
  expect(joined.status).toBe(201);
  return { user, code: (await joined.json()).member.code };
}

/** A friend's first order with the member's code, placed through checkout, then (unless told not to) delivered by staff. */
export async function friendOrder(shop: TestApp, staff: TestUser, code: string, products: string[], { deliver = true } = {}) {
  const friend = await shopperWithCart(shop, products);
  const placed = await placeOrderRequest(shop, friend.user, { addressId: friend.address.id, promoCode: code, idempotencyKey: newKey() });
  expect(placed.status).toBe(201);
  const { order } = await placed.json();
  if (deliver) {
    await confirmIfWaiting(shop, staff, order.id);
    for (const status of ["processing", "shipped", "delivered"] as const) expect((await moveOrderRequest(shop, staff, order.id, status)).status).toBe(200);
  }
  return { friend, order };
}
