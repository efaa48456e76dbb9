import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoCodes } from "~/server/db/schema/promos";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import { rupees } from "~/shared/money";
import { addToCart } from "../orders/checkout-fixtures";

type ErrorBody = { error: { message: string; title?: string; fields?: Record<string, string> } };

describe("applying a promo code", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const apply = (user: TestUser, body: unknown) => shop.request("POST", "/api/promo/apply", { cookie: user.cookie, body });

  async function shopperWith(productIds: string[]) {
    const user = await shop.signUp();
    await addToCart(shop, user, productIds);
    return user;
  }

  async function expectError(user: TestUser, code: unknown, title: string | undefined, message: string) {
    const response = await apply(user, { code });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorBody;
    expect(error.message).toBe(message);
    expect(error.title).toBe(title);
  }

  it("refuses a signed-out visitor", async () => {
    expect((await shop.request("POST", "/api/promo/apply", { body: { code: "LAUNCH10" } })).status).toBe(401);
  });

  it("answers each rule's title and text from the spec", async () => {
    const user = await shopperWith(["1", "3"]); // ₹460
    await expectError(user, "   ", undefined, "Please enter a promo code");
    await expectError(user, undefined, undefined, "Please enter a promo code");
    await expectError(user, "NOSUCHCODE", "Invalid Promo Code", "This promo code is not valid or has expired");
    await expectError(user, "MONSOON20", "Invalid Promo Code", "This promo code is not valid or has expired");
    await expectError(user, "DIWALI25", "Expired Promo Code", "This promo code has expired");
    await expectError(user, "BULK15", "Minimum Order Not Met", "This promo code requires a minimum order of ₹1,000");
    await expectError(user, "FIRST100", "Promo Code Limit Reached", "This promo code has reached its usage limit");
  });

  it("looks the code up trimmed and upper-cased and computes the discount without using it up", async () => {
    const user = await shopperWith(["1", "3"]); // ₹460
    const response = await apply(user, { code: "  launch10 " });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: "LAUNCH10", description: "Launch offer: 10% off your order", discountPaise: rupees(46) });
    const [launch] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "LAUNCH10"));
    expect(launch!.usedCount).toBe(0);
  });

  it("caps a percentage at max_discount and never lets a fixed amount exceed the subtotal", async () => {
    const bulk = await shopperWith(["1", "1", "1", "1", "1", "1"]); // ₹2,250: 15% is ₹337.50, capped at ₹300
    expect(((await (await apply(bulk, { code: "BULK15" })).json()) as { discountPaise: number }).discountPaise).toBe(rupees(300));
    const small = await shopperWith(["12"]); // ₹40 < ₹50 off
    expect(((await (await apply(small, { code: "flat50" })).json()) as { discountPaise: number }).discountPaise).toBe(rupees(40));
  });
});
