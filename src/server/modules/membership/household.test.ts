import { describe, expect, it } from "vitest";
import { errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf } from "~/server/test/db-reads";
import { joinedMember, MEMBERS_PHONE } from "~/server/test/membership";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { sampleAddress, saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { OWN_HOUSEHOLD_MESSAGE } from "./household";

describe("a member's code is for someone else", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  // The member's delivered order went to this phone, at "12 Mustard Lane", Jaipur 302001 (test/orders.ts).
  const membersAddress = { phone: "9988776655", addressLine1: "12, Mustard LANE", addressLine2: "", city: "Jaipur", state: "Rajasthan", pincode: "302001" };

  const flagged = async () => (await (await shop.api(staff).admin.membership["referrals-to-review"].$get({ query: {} })).json()).rows;

  it("gives no friend discount on an order to the member's own phone or address, and places nothing", async () => {
    const { code } = await joinedMember(shop, "Neha Gupta");
    for (const delivery of [{ phone: MEMBERS_PHONE }, membersAddress]) {
      const friend = await shopperWithCart(shop, ["1"]);
      const address = await saveAddress(shop, friend.user, delivery);
      const refused = await placeOrderRequest(shop, friend.user, { addressId: address.id, promoCode: code, idempotencyKey: newKey() });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ title: "Promo Code Not Applicable", message: OWN_HOUSEHOLD_MESSAGE, fields: { code: OWN_HOUSEHOLD_MESSAGE } });
      expect(await ordersOf(shop.db, friend.user.id)).toHaveLength(0);
      expect(await cartLineCount(shop.db, friend.user.id)).toBe(1);
      // Without the code the same order goes through.
      expect((await placeOrderRequest(shop, friend.user, { addressId: address.id, idempotencyKey: newKey() })).status).toBe(201);
    }
  });

  it("gives the discount to a friend at another address, and flags a referral whose friend shares the member's phone elsewhere", async () => {
    const { code } = await joinedMember(shop, "Omkar Joshi");
    const honest = await shopperWithCart(shop, ["1"]);
    const honestOrder = await placeOrderRequest(shop, honest.user, { addressId: honest.address.id, promoCode: code, idempotencyKey: newKey() });
    expect(honestOrder.status).toBe(201);

    const sly = await shopperWithCart(shop, ["1"]);
    const slyOrder = await placeOrderRequest(shop, sly.user, { addressId: sly.address.id, promoCode: code, idempotencyKey: newKey() });
    expect(slyOrder.status).toBe(201);
    // A second saved address of the friend's carries the member's phone.
    await saveAddress(shop, sly.user, { ...sampleAddress, phone: MEMBERS_PHONE, addressLine1: "4 Canal Road" });

    const rows = (await flagged()).filter((row) => row.memberCode === code);
    const { order } = await slyOrder.json();
    expect(rows).toEqual([
      expect.objectContaining({ orderId: order.id, orderNumber: order.orderNumber, memberName: "Omkar Joshi", friendEmail: sly.user.email, sharesPhone: true, sharesAddress: false }),
    ]);
  });

  it("shows the referrals to review to staff only", async () => {
    const customer = await shop.signUp();
    expect((await shop.api(customer).admin.membership["referrals-to-review"].$get({ query: {} })).status).toBe(404);
    expect((await shop.api(staff).admin.membership["referrals-to-review"].$get({ query: { page: "0" } })).status).toBe(400);
  });
});
