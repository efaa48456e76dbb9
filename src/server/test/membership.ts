import { expect } from "vitest";
import type { TestApp } from "./app";
import { insertOrder } from "./orders";
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
