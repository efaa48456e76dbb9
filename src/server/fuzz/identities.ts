import { eq, sql } from "drizzle-orm";
import { users } from "../db/schema/auth";
import type { TestApp } from "../test/app";
import { insertOrder } from "../test/orders";
import { submitReview } from "../test/reviews";
import { addToCart, saveAddress, shopperWithCart } from "../test/shopper";
import { sessionCookie, signUpStaff, type TestUser } from "../test/users";

// Who the fuzz suite sends as: nobody, a customer with something to lose, and staff.

export const IDENTITIES = ["signed out", "customer", "staff"] as const;
export type IdentityName = (typeof IDENTITIES)[number];

export type FuzzCast = { customer: TestUser; staff: TestUser };

export async function setUpCast(shop: TestApp): Promise<FuzzCast> {
  const { user: customer } = await shopperWithCart(shop, ["1", "2"]);
  await insertOrder(shop.db, customer.id, { promoCode: "LAUNCH10", luckyDraw: true });
  const review = await submitReview(shop, customer, "1", { rating: 5, reviewText: "Lovely oil" });
  if (review.status !== 200) throw new Error(`fuzz set-up: review answered ${review.status}`);
  const wish = await shop.api(customer).wishlist.toggle.$post({ json: { productId: "3" } });
  if (wish.status !== 200) throw new Error(`fuzz set-up: wishlist answered ${wish.status}`);
  const staff = await signUpStaff(shop, { name: "Fuzz Staff" });
  return { customer, staff };
}

/** The user a request is sent as, or null when signed out. */
export function userOf(cast: FuzzCast, identity: IdentityName): TestUser | null {
  return identity === "signed out" ? null : cast[identity];
}

function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".")[0] ?? "";
}

/** Signs the user in again (past the HTTP limiter) when a fuzzed sign-out ended their session. */
export async function keepSignedIn(shop: TestApp, user: TestUser): Promise<void> {
  const live = await shop.db.execute(sql`select 1 from sessions where token = ${tokenOf(user.cookie)} and expires_at > now()`);
  if (live.rows.length > 0) return;
  const { headers } = await shop.auth.api.signInEmail({ body: { email: user.email, password: user.password }, returnHeaders: true });
  user.cookie = sessionCookie(new Response(null, { headers }));
}

/** Puts back what an accepted fuzzed request may have taken away, before a route's walk starts. */
export async function restoreCast(shop: TestApp, cast: FuzzCast): Promise<void> {
  await keepSignedIn(shop, cast.customer);
  await keepSignedIn(shop, cast.staff);
  await shop.db.update(users).set({ role: "staff" }).where(eq(users.id, cast.staff.id));
  const held = await shop.db.execute<{ lines: number; addresses: number }>(sql`
    select (select count(*) from cart_items where user_id = ${cast.customer.id})::int as lines,
           (select count(*) from addresses where user_id = ${cast.customer.id})::int as addresses`);
  const { lines, addresses } = held.rows[0]!;
  if (lines === 0) await addToCart(shop, cast.customer, ["1"]);
  if (addresses === 0) await saveAddress(shop, cast.customer);
}

/** Ids of real rows and values the pages send, so some requests get past the lookup to the rules. */
export async function realValues(shop: TestApp, cast: FuzzCast): Promise<string[]> {
  const result = await shop.db.execute<{ value: string }>(sql`
    (select id::text as value from cart_items order by created_at limit 2)
    union all (select id::text from addresses limit 2)
    union all (select id::text from orders limit 2)
    union all (select id::text from reviews limit 2)
    union all (select id::text from promo_codes limit 2)`);
  return [...result.rows.map((row) => row.value), cast.customer.id, cast.staff.id, "1", "bundle-1", "2026-01", "LAUNCH10"];
}

/** A customer must stay a customer whatever they send (role, userId and the like in a body). */
export async function roleOf(shop: TestApp, userId: string): Promise<string | undefined> {
  const [user] = await shop.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return user?.role;
}
