import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses } from "~/server/db/schema/customers";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { sampleAddress, saveAddress } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";

describe("the addresses API", () => {
  const shop = setUpTestApp();

  const listOf = async (user: TestUser) => (await bodyOf(shop.api(user).addresses.$get())).addresses;
  const remove = (user: TestUser, id: string) => shop.api(user).addresses[":id"].$delete({ param: { id } });

  it("refuses a signed-out visitor", async () => {
    expect((await shop.api().addresses.$get()).status).toBe(401);
    expect((await shop.api().addresses.$post({ json: sampleAddress })).status).toBe(401);
  });

  it("answers the form's own messages for invalid fields and saves nothing", async () => {
    const user = await shop.signUp();
    const response = await shop.api(user).addresses.$post({
      json: { fullName: " A ", phone: "12345", addressLine1: "abc", city: "X", state: "Y", pincode: "12" },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.fields).toEqual({
      fullName: "Name must be at least 2 characters",
      phone: "Please enter a valid 10-digit Indian mobile number",
      addressLine1: "Address must be at least 5 characters",
      city: "City must be at least 2 characters",
      state: "State must be at least 2 characters",
      pincode: "Please enter a valid 6-digit pincode",
    });
    const long = await shop.api(user).addresses.$post({ json: { ...sampleAddress, addressLine2: "x".repeat(256) } });
    expect((await errorOf(long)).message).toBe("Address must be less than 255 characters");
    expect(await listOf(user)).toEqual([]);
  });

  it("makes the first address the default, lists the default first then the newest, and trims", async () => {
    const user = await shop.signUp();
    const first = await saveAddress(shop, user, { fullName: "  Asha Devi  ", addressLine2: "   " });
    expect(first).toMatchObject({ fullName: "Asha Devi", addressLine2: null, isDefault: true });
    const second = await saveAddress(shop, user, { city: "Jaipur" });
    const third = await saveAddress(shop, user, { city: "Agra" });
    expect(second.isDefault).toBe(false);
    expect((await listOf(user)).map((a) => a.id)).toEqual([first.id, third.id, second.id]);
  });

  it("deletes an address, and deleting the default makes the newest remaining one the default", async () => {
    const user = await shop.signUp();
    const first = await saveAddress(shop, user);
    const second = await saveAddress(shop, user, { city: "Jaipur" });
    const third = await saveAddress(shop, user, { city: "Agra" });
    const response = await remove(user, first.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Address deleted successfully" });
    const list = await listOf(user);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    await remove(user, second.id);
    expect((await listOf(user)).map((a) => [a.id, a.isDefault])).toEqual([[third.id, true]]);
  });

  it("refuses a state that is not the pincode's, adding or editing, and changes nothing (the place of supply on its invoices)", async () => {
    const user = await shop.signUp();
    const message = "Pincode 110001 is in Delhi. Please choose Delhi, or check the pincode.";
    const added = await shop.api(user).addresses.$post({ json: { ...sampleAddress, pincode: "110001", city: "New Delhi", state: "Haryana" } });
    expect(added.status).toBe(400);
    expect(await errorOf(added)).toMatchObject({ message, fields: { state: message } });
    expect(await listOf(user)).toEqual([]);
    const saved = await saveAddress(shop, user, { pincode: "110001", city: "New Delhi", state: "delhi" });
    expect(saved.state).toBe("Delhi");
    const edited = await shop.api(user).addresses[":id"].$put({ param: { id: saved.id }, json: { ...sampleAddress, pincode: "110001", state: "Rajasthan" } });
    expect((await errorOf(edited)).fields).toEqual({ state: message });
    expect((await listOf(user)).map((a) => a.state)).toEqual(["Delhi"]);
  });

  it("never shows or deletes another user's address", async () => {
    const owner = await shop.signUp();
    const other = await shop.signUp();
    const address = await saveAddress(shop, owner);
    expect(await listOf(other)).toEqual([]);
    expect((await remove(other, address.id)).status).toBe(404);
    expect((await remove(other, "not-a-uuid")).status).toBe(404);
    expect((await listOf(owner)).map((a) => a.id)).toEqual([address.id]);
  });

  it("gives exactly one default when several first addresses are saved at once", async () => {
    const user = await shop.signUp();
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => shop.api(user).addresses.$post({ json: { ...sampleAddress, city: `City ${i}` } })));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const rows = await shop.db.select().from(addresses).where(eq(addresses.userId, user.id));
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });
});
