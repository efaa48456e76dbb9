import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { addresses } from "~/server/db/schema/customers";
import { bodyOf, errorOf, fieldErrorsOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpTestApp } from "~/server/test/set-up";
import { addToCart, sampleAddress, saveAddress } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import type { AddressFormValues } from "~/shared/schemas/address";

describe("saving an address: phone, pincode, state and landmark", () => {
  const shop = setUpTestApp();

  it("stores the 10 digits of a phone written with +91, a 0, spaces or dashes", async () => {
    const user = await shop.signUp();
    for (const phone of ["+91 98765 43210", "098765 43210", "98765-43210", "+91-98765-43210"]) {
      expect((await saveAddress(shop, user, { phone })).phone).toBe("9876543210");
    }
    const rows = await shop.db.select({ phone: addresses.phone }).from(addresses).where(eq(addresses.userId, user.id));
    expect(rows.map((row) => row.phone)).toEqual(Array(4).fill("9876543210"));
  });

  it("refuses a pincode India Post does not use with the pincode's message, and saves nothing", async () => {
    const user = await shop.signUp();
    const response = await shop.api(user).addresses.$post({ json: { ...sampleAddress, pincode: "999999" } });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ message: "Please enter a valid 6-digit pincode", fields: { pincode: "Please enter a valid 6-digit pincode" } });
    expect(await shop.db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
  });

  it("takes a state or union territory of the list, in the list's spelling, and refuses any other", async () => {
    const user = await shop.signUp();
    expect((await saveAddress(shop, user, { state: "  rajasthan " })).state).toBe("Rajasthan");
    expect((await saveAddress(shop, user, { state: "Jammu & Kashmir", pincode: "180001", city: "Jammu" })).state).toBe("Jammu and Kashmir");
    const response = await shop.api(user).addresses.$post({ json: { ...sampleAddress, state: "Rajputana" } });
    expect(await fieldErrorsOf(response)).toEqual({ state: "Please select a state or union territory" });
  });

  it("keeps an optional landmark, trimmed, and an empty one as none", async () => {
    const user = await shop.signUp();
    expect((await saveAddress(shop, user, { landmark: "  Opposite the water tank " })).landmark).toBe("Opposite the water tank");
    expect((await saveAddress(shop, user, { landmark: "   " })).landmark).toBeNull();
    expect((await saveAddress(shop, user)).landmark).toBeNull();
    const long = await shop.api(user).addresses.$post({ json: { ...sampleAddress, landmark: "x".repeat(101) } });
    expect((await errorOf(long)).fields).toEqual({ landmark: "Landmark must be less than 100 characters" });
  });
});

describe("editing saved addresses and choosing the default", () => {
  const shop = setUpTestApp();
  const listOf = async (user: TestUser) => (await bodyOf(shop.api(user).addresses.$get())).addresses;
  const edit = (user: TestUser, id: string, json: AddressFormValues) => shop.api(user).addresses[":id"].$put({ param: { id }, json });
  const makeDefault = (user: TestUser, id: string) => shop.api(user).addresses[":id"].default.$post({ param: { id } });

  it("rewrites an address and keeps its default flag and place in the list", async () => {
    const user = await shop.signUp();
    const first = await saveAddress(shop, user);
    const second = await saveAddress(shop, user, { city: "Jaipur", pincode: "302001" });
    const body = await bodyOf(edit(user, second.id, { ...sampleAddress, fullName: "Ravi Kumar", phone: "+91 91234 56789", city: "Bengaluru", state: "Karnataka", pincode: "560001", landmark: "Near MG Road metro" }));
    expect(body.message).toBe("Address updated successfully");
    expect(body.address).toMatchObject({ id: second.id, fullName: "Ravi Kumar", phone: "9123456789", city: "Bengaluru", state: "Karnataka", pincode: "560001", landmark: "Near MG Road metro", isDefault: false, createdAt: second.createdAt });
    expect((await listOf(user)).map((a) => [a.id, a.isDefault, a.city])).toEqual([
      [first.id, true, "Bharatpur"],
      [second.id, false, "Bengaluru"],
    ]);
  });

  it("makes another address the default, leaving exactly one", async () => {
    const user = await shop.signUp();
    const first = await saveAddress(shop, user);
    const second = await saveAddress(shop, user, { city: "Jaipur", pincode: "302001" });
    const body = await bodyOf(makeDefault(user, second.id));
    expect(body).toMatchObject({ message: "Default address updated", address: { id: second.id, isDefault: true } });
    expect((await listOf(user)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Choosing the default again changes nothing.
    await bodyOf(makeDefault(user, second.id));
    expect((await listOf(user)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
  });

  it("keeps one default when several are chosen at once", async () => {
    const user = await shop.signUp();
    const saved = [];
    for (let i = 0; i < 5; i += 1) saved.push(await saveAddress(shop, user, { city: `City ${i}` }));
    const responses = await Promise.all(saved.map((address) => makeDefault(user, address.id)));
    expect(responses.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await listOf(user)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it("answers 404 for another user's address, or an id that is not one, and changes nothing", async () => {
    const owner = await shop.signUp();
    const other = await shop.signUp();
    const mine = await saveAddress(shop, owner);
    const theirs = await saveAddress(shop, other, { city: "Jaipur", pincode: "302001" });
    const before = await listOf(owner);
    for (const id of [mine.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect((await edit(other, id, { ...sampleAddress, fullName: "Intruder" })).status).toBe(404);
      expect((await makeDefault(other, id)).status).toBe(404);
    }
    expect(await listOf(owner)).toEqual(before);
    expect((await listOf(other)).map((a) => [a.id, a.isDefault])).toEqual([[theirs.id, true]]);
    expect((await shop.api().addresses[":id"].$put({ param: { id: mine.id }, json: sampleAddress })).status).toBe(401);
    expect((await shop.api().addresses[":id"].default.$post({ param: { id: mine.id } })).status).toBe(401);
  });

  it("refuses an invalid edit with the form's messages and changes nothing", async () => {
    const user = await shop.signUp();
    const address = await saveAddress(shop, user);
    const invalid = await edit(user, address.id, { ...sampleAddress, phone: "12345", pincode: "12" });
    expect(await fieldErrorsOf(invalid)).toEqual({ phone: "Please enter a valid 10-digit Indian mobile number", pincode: "Please enter a valid 6-digit pincode" });
    const unknownPincode = await edit(user, address.id, { ...sampleAddress, pincode: "999999" });
    expect((await errorOf(unknownPincode)).fields).toEqual({ pincode: "Please enter a valid 6-digit pincode" });
    expect(await listOf(user)).toEqual([address]);
  });

  it("never changes an order already placed, and writes no audit entry", async () => {
    const user = await shop.signUp();
    await addToCart(shop, user, ["1"]);
    const address = await saveAddress(shop, user, { landmark: "Near the old mill" });
    const placed = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    const auditBefore = (await shop.db.select().from(auditLog)).length;
    await bodyOf(edit(user, address.id, { ...sampleAddress, fullName: "Someone Else", addressLine1: "99 New Colony Road", city: "Jaipur", pincode: "302001" }));
    const order = await bodyOf(shop.api(user).orders.id[":id"].$get({ param: { id: placed.order.id } }));
    expect(order.order.shipping).toEqual({ ...sampleAddress, landmark: "Near the old mill" });
    expect((await shop.db.select().from(auditLog)).length).toBe(auditBefore);
  });
});
