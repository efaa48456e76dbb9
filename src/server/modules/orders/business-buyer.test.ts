import { describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { BUSINESS_NAME_MESSAGE, GSTIN_INVALID_MESSAGE, GSTIN_LENGTH_MESSAGE } from "~/shared/schemas/business-buyer";

// The GSTIN and business name go with Place Order, are kept on the order and shown to the customer and staff.

describe("an order placed for a business", () => {
  const shop = setUpTestApp();

  it("keeps the GSTIN (normalised) and the business name, and shows them on the customer's and the staff's order", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const business = { gstin: " 27aapfu 0939f1zv", name: "  Sharma Traders " };
    const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, business, idempotencyKey: newKey() }), 201);
    expect(order.business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });

    const [row] = await ordersOf(shop.db, user.id);
    expect([row?.buyerGstin, row?.buyerBusinessName]).toEqual(["27AAPFU0939F1ZV", "Sharma Traders"]);

    const byId = await bodyOf(shop.api(user).orders.id[":id"].$get({ param: { id: order.id } }));
    expect(byId.order.business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });
    const byNumber = await bodyOf(shop.api(user).orders.number[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } }));
    expect(byNumber.order.business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });
    const list = await bodyOf(shop.api(user).orders.$get({ query: {} }));
    expect(list.orders[0]?.business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });

    const staff = await signUpStaff(shop);
    const detail = await bodyOf(shop.api(staff).admin.orders[":id"].$get({ param: { id: order.id } }));
    expect(detail.order.business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });
  });

  it("is a household order without one, or with null", async () => {
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    expect(order.business).toBeNull();
    const other = await shopperWithCart(shop, ["3"]);
    const second = await bodyOf(placeOrderRequest(shop, other.user, { addressId: other.address.id, business: null, idempotencyKey: newKey() }), 201);
    expect(second.order.business).toBeNull();
    const [row] = await ordersOf(shop.db, other.user.id);
    expect([row?.buyerGstin, row?.buyerBusinessName]).toEqual([null, null]);
  });

  it.each([
    ["a wrong check character", { gstin: "27AAPFU0939F1ZW", name: "Sharma Traders" }, { "business.gstin": GSTIN_INVALID_MESSAGE }],
    ["a short GSTIN", { gstin: "27AAPFU0939F1Z", name: "Sharma Traders" }, { "business.gstin": GSTIN_LENGTH_MESSAGE }],
    ["no business name", { gstin: "27AAPFU0939F1ZV", name: " " }, { "business.name": BUSINESS_NAME_MESSAGE }],
  ])("refuses %s with 400 and the field's message, and writes no order", async (_case, business, fields) => {
    const { user, address } = await shopperWithCart(shop, ["1", "3"]);
    const response = await placeOrderRequest(shop, user, { addressId: address.id, business, idempotencyKey: newKey() });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields).toEqual(fields);
    expect(error.message).toBe(Object.values(fields)[0]);
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    expect(await cartLineCount(shop.db, user.id)).toBe(2);
  });
});
