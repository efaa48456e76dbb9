import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rupees } from "~/shared/money";
import { cartItems } from "../../db/schema/cart";
import { createTestApp, type TestApp, type TestUser } from "../../test/app";
import { listCartLines } from "./service";

type CartBody = {
  lines: { id: string; productId: string; productName: string; productImage: string; quantity: number; pricePaise: number; createdAt: string }[];
  summary: { itemCount: number; subtotalPaise: number; shippingPaise: number; totalPaise: number; freeShippingRemainingPaise: number };
};

describe("the cart API", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const add = (user: TestUser, body: unknown) => shop.request("POST", "/api/cart/items", { cookie: user.cookie, body });
  async function cartOf(user: TestUser): Promise<CartBody> {
    const response = await shop.request("GET", "/api/cart", { cookie: user.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as CartBody;
  }

  it("adds a product as a line of 1, and a second add makes it 2", async () => {
    const user = await shop.signUp();
    const first = await add(user, { productId: "3" });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { line: { quantity: number } }).line).toMatchObject({
      productId: "3",
      productName: "Organic Arhar Dal 500gm",
      quantity: 1,
      pricePaise: rupees(85),
    });
    await add(user, { productId: "3" });
    const cart = await cartOf(user);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ productId: "3", quantity: 2 });
    expect(cart.summary).toMatchObject({ itemCount: 2, subtotalPaise: rupees(170), shippingPaise: rupees(50), totalPaise: rupees(220) });
  });

  it("keeps one line when 20 adds of one product arrive at once", async () => {
    const user = await shop.signUp();
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(user, { productId: "1" })));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const cart = await cartOf(user);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(20);
    expect(cart.summary.itemCount).toBe(20);
  });

  it("lists newest first, counts quantities and prices the summary (free shipping from ₹499)", async () => {
    const user = await shop.signUp();
    await add(user, { productId: "12" });
    await add(user, { productId: "bundle-1" });
    let cart = await cartOf(user);
    expect(cart.lines.map((l) => l.productId)).toEqual(["bundle-1", "12"]);
    expect(cart.lines[0]).toMatchObject({ productName: "15-Day Starter Bundle", pricePaise: rupees(490) });
    expect(cart.summary).toMatchObject({ subtotalPaise: rupees(530), shippingPaise: 0, totalPaise: rupees(530), freeShippingRemainingPaise: 0 });

    const other = await shop.signUp();
    await add(other, { productId: "12" });
    cart = await cartOf(other);
    expect(cart.summary).toMatchObject({ subtotalPaise: rupees(40), shippingPaise: rupees(50), freeShippingRemainingPaise: rupees(459) });
  });

  it("ignores a price, name or image sent with the product id", async () => {
    const user = await shop.signUp();
    const response = await add(user, { productId: "1", pricePaise: 1, price: 1, name: "Free oil", image: "/evil.png", quantity: 50 });
    expect(response.status).toBe(200);
    const [line] = (await cartOf(user)).lines;
    expect(line).toMatchObject({ productName: "Hydraulic Pressed Mustard Oil 1L", pricePaise: rupees(375), quantity: 1 });
    expect(line!.productImage).not.toBe("/evil.png");

    // Even a stored price that went stale (or was tampered with) is shown at the catalogue's.
    await shop.db.update(cartItems).set({ pricePaise: 1 }).where(eq(cartItems.userId, user.id));
    const cart = await cartOf(user);
    expect(cart.lines[0]!.pricePaise).toBe(rupees(375));
    expect(cart.summary.subtotalPaise).toBe(rupees(375));
  });

  it("refuses an unknown or missing product id and adds nothing", async () => {
    const user = await shop.signUp();
    for (const body of [{ productId: "13" }, { productId: "bundle-99" }, { productId: "" }, {}, { productId: 1 }]) {
      const response = await add(user, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/catalogue|choose a product/);
    }
    expect(await (await add(user, { productId: "13" })).json()).toEqual({
      error: { message: "This product is not in our catalogue", fields: { productId: "This product is not in our catalogue" } },
    });
    expect((await cartOf(user)).lines).toEqual([]);
  });

  it("sets a quantity from 1 to 99 and refuses 0, negatives, fractions and 100", async () => {
    const user = await shop.signUp();
    const { line } = (await (await add(user, { productId: "5" })).json()) as { line: { id: string } };
    const setQuantity = (quantity: unknown) => shop.request("PATCH", `/api/cart/items/${line.id}`, { cookie: user.cookie, body: { quantity } });

    expect((await setQuantity(7)).status).toBe(200);
    expect((await cartOf(user)).lines[0]!.quantity).toBe(7);
    const zero = await setQuantity(0);
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { error: { message: string } }).error.message).toBe("Quantity must be at least 1");
    for (const bad of [-1, 2.5, 100, "3", null]) expect((await setQuantity(bad)).status).toBe(400);
    expect((await cartOf(user)).lines[0]!.quantity).toBe(7);
    expect((await setQuantity(99)).status).toBe(200);

    const full = await add(user, { productId: "5" });
    expect(full.status).toBe(400);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe("You can add at most 99 of one item to your cart");
    expect((await cartOf(user)).lines[0]!.quantity).toBe(99);
  });

  it("removes a line and clears the cart", async () => {
    const user = await shop.signUp();
    const { line } = (await (await add(user, { productId: "6" })).json()) as { line: { id: string } };
    await add(user, { productId: "7" });
    await add(user, { productId: "8" });
    expect((await shop.request("DELETE", `/api/cart/items/${line.id}`, { cookie: user.cookie })).status).toBe(204);
    expect((await cartOf(user)).lines.map((l) => l.productId)).toEqual(["8", "7"]);
    expect((await shop.request("DELETE", `/api/cart/items/${line.id}`, { cookie: user.cookie })).status).toBe(404);
    expect((await shop.request("DELETE", "/api/cart/items", { cookie: user.cookie })).status).toBe(204);
    expect(await cartOf(user)).toMatchObject({ lines: [], summary: { itemCount: 0, subtotalPaise: 0 } });
  });

  it("never shows, changes or removes another user's line", async () => {
    const owner = await shop.signUp();
    const intruder = await shop.signUp();
    const { line } = (await (await add(owner, { productId: "2" })).json()) as { line: { id: string } };
    await add(intruder, { productId: "4" });

    expect((await cartOf(intruder)).lines.map((l) => l.productId)).toEqual(["4"]);
    const update = await shop.request("PATCH", `/api/cart/items/${line.id}`, { cookie: intruder.cookie, body: { quantity: 9 } });
    expect(update.status).toBe(404);
    expect((await shop.request("DELETE", `/api/cart/items/${line.id}`, { cookie: intruder.cookie })).status).toBe(404);
    expect((await shop.request("DELETE", "/api/cart/items", { cookie: intruder.cookie })).status).toBe(204);

    expect(await listCartLines(shop.db, owner.id)).toEqual([expect.objectContaining({ id: line.id, productId: "2", quantity: 1 })]);
  });

  it("answers a malformed line id with 400 and a signed-out visitor with 401", async () => {
    const user = await shop.signUp();
    expect((await shop.request("PATCH", "/api/cart/items/not-a-uuid", { cookie: user.cookie, body: { quantity: 2 } })).status).toBe(400);
    expect((await shop.request("GET", "/api/cart")).status).toBe(401);
    expect((await shop.request("POST", "/api/cart/items", { body: { productId: "1" } })).status).toBe(401);
  });
});
