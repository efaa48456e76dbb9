import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "~/server/db/schema/customers";
import { orders } from "~/server/db/schema/orders";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";

describe("the shopper's language", () => {
  const shop = setUpTestApp();
  const languageRow = async (userId: string) => (await shop.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)))[0]?.language;

  it("starts English, keeps the switch's choice on the profile, and refuses a language the shop has not", async () => {
    const user = await shop.signUp();
    const read = () => shop.request("GET", "/api/profile/language", { cookie: user.cookie });
    expect(await (await read()).json()).toEqual({ language: "en" });
    const saved = await shop.request("PUT", "/api/profile/language", { cookie: user.cookie, body: { language: "hi" } });
    expect(saved.status).toBe(200);
    expect(await languageRow(user.id)).toBe("hi");
    expect(await (await read()).json()).toEqual({ language: "hi" });

    for (const body of [{ language: "fr" }, { language: "" }, {}]) {
      expect((await shop.request("PUT", "/api/profile/language", { cookie: user.cookie, body })).status).toBe(400);
    }
    expect(await languageRow(user.id)).toBe("hi");
  });

  it("changes only the signed-in shopper's own profile", async () => {
    const asha = await shop.signUp();
    const ravi = await shop.signUp();
    await shop.request("PUT", "/api/profile/language", { cookie: asha.cookie, body: { language: "hi" } });
    expect(await languageRow(asha.id)).toBe("hi");
    expect(await languageRow(ravi.id)).toBe("en");
    expect((await shop.request("PUT", "/api/profile/language", { body: { language: "hi" } })).status).toBe(401);
  });

  it("records the language an order was placed in, English when the page says none", async () => {
    const languageOfOrder = async (orderId: string) => (await shop.db.select({ language: orders.language }).from(orders).where(eq(orders.id, orderId)))[0]?.language;
    const hindi = await shopperWithCart(shop, ["1"]);
    const placed = await placeOrderRequest(shop, hindi.user, { addressId: hindi.address.id, idempotencyKey: newKey(), language: "hi" });
    expect(placed.status).toBe(201);
    expect(await languageOfOrder((await placed.json()).order.id)).toBe("hi");

    const english = await shopperWithCart(shop, ["1"]);
    const plain = await placeOrderRequest(shop, english.user, { addressId: english.address.id, idempotencyKey: newKey() });
    expect(await languageOfOrder((await plain.json()).order.id)).toBe("en");
  });

  it("refuses an order in an unknown language and writes nothing", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const refused = await shop.request("POST", "/api/orders", { cookie: user.cookie, body: { addressId: address.id, idempotencyKey: newKey(), language: "fr" } });
    expect(refused.status).toBe(400);
    expect(await shop.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });
});
