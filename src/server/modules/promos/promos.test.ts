import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { promoCodes } from "~/server/db/schema/promos";
import { errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { addToCart } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import { rupees } from "~/shared/money";

describe("applying a promo code", () => {
  const shop = setUpTestApp();

  const apply = (user: TestUser | undefined, code: string) => shop.api(user).promo.apply.$post({ json: { code } });

  async function shopperWith(productIds: string[]) {
    const user = await shop.signUp();
    await addToCart(shop, user, productIds);
    return user;
  }

  async function expectError(answer: ReturnType<typeof apply> | ReturnType<typeof shop.request>, title: string | undefined, message: string) {
    const response = await answer;
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(message);
    expect(error.title).toBe(title);
  }

  it("refuses a signed-out visitor", async () => {
    expect((await apply(undefined, "LAUNCH10")).status).toBe(401);
  });

  it("answers each rule's title and text (docs/product-rules.md#promo-codes)", async () => {
    const user = await shopperWith(["1", "3"]); // ₹460
    await expectError(apply(user, "   "), undefined, "Please enter a promo code");
    // Raw on purpose: no code at all, which the typed client would not send.
    await expectError(shop.request("POST", "/api/promo/apply", { cookie: user.cookie, body: {} }), undefined, "Please enter a promo code");
    await expectError(apply(user, "NOSUCHCODE"), "Invalid Promo Code", "This promo code is not valid or has expired");
    await expectError(apply(user, "MONSOON20"), "Invalid Promo Code", "This promo code is not valid or has expired");
    await expectError(apply(user, "DIWALI25"), "Expired Promo Code", "This promo code has expired");
    await expectError(apply(user, "BULK15"), "Minimum Order Not Met", "This promo code requires a minimum order of ₹1,000");
    await expectError(apply(user, "FIRST100"), "Promo Code Limit Reached", "This promo code has reached its usage limit");
  });

  it("looks the code up trimmed and upper-cased and computes the discount without using it up", async () => {
    const user = await shopperWith(["1", "3"]); // ₹460
    const response = await apply(user, "  launch10 ");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: "LAUNCH10", description: "Launch offer: 10% off your order", discountPaise: rupees(46) });
    const [launch] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, "LAUNCH10"));
    expect(launch!.usedCount).toBe(0);
  });

  it("caps a percentage at max_discount and never lets a fixed amount exceed the subtotal", async () => {
    const bulk = await shopperWith(["1", "1", "1", "1", "1", "1"]); // ₹2,250: 15% is ₹337.50, capped at ₹300
    expect((await (await apply(bulk, "BULK15")).json()).discountPaise).toBe(rupees(300));
    const small = await shopperWith(["12"]); // ₹40 < ₹50 off
    expect((await (await apply(small, "flat50")).json()).discountPaise).toBe(rupees(40));
  });
});
