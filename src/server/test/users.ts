import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { users } from "../db/schema/auth";
import { authUserOf } from "./auth-answers";

export type TestUser = { id: string; email: string; name: string; password: string; cookie: string };

type SignUpDetails = Partial<Pick<TestUser, "email" | "name" | "password">>;
type RawRequest = (method: string, url: string, options: { body: unknown }) => Response | Promise<Response>;

/** Signs a new customer up through the real auth endpoint (better-auth's, not a typed route). */
export function signUpThrough(request: RawRequest) {
  let userCount = 0;
  return async function signUp(details: SignUpDetails = {}): Promise<TestUser> {
    userCount += 1;
    const user = {
      email: details.email ?? `shopper${userCount}-${Date.now()}@example.com`,
      name: details.name ?? `Asha Devi ${userCount}`,
      password: details.password ?? "mustard-oil-123",
    };
    const response = await request("POST", "/api/auth/sign-up/email", { body: user });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    return { ...user, id: (await authUserOf(response)).id, cookie: sessionCookie(response) };
  };
}

/** A signed-up account made staff directly in the database (as `npm run staff:grant` would). */
export async function signUpStaff(shop: { db: Queryable; signUp: (details?: SignUpDetails) => Promise<TestUser> }, details: { name?: string } = {}): Promise<TestUser> {
  const user = await shop.signUp(details);
  await shop.db.update(users).set({ role: "staff" }).where(eq(users.id, user.id));
  return user;
}

/** The session cookie a response set, as a Cookie request header. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => pair.includes("session_token"))
    .join("; ");
}
