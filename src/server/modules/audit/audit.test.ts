import { describe, expect, it } from "vitest";
import { moveOrderRequest } from "~/server/test/back-office";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

describe("the audit log in the back office", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  it("lists every change newest first with who made it, paged", async () => {
    const customer = await shop.signUp();
    const order = await insertOrder(shop.db, customer.id);
    const admin = shop.api(staff).admin;
    await moveOrderRequest(shop, staff, order.id, "processing");
    // A refused move changes nothing, so it is not on record.
    await moveOrderRequest(shop, staff, order.id, "delivered");
    for (let i = 1; i <= 20; i += 1) {
      await admin.promos.$post({ json: { code: `AUDIT${i}`, discountType: "percentage", discountValue: 5 } });
    }
    const read = async (page: number) => (await admin.audit.$get({ query: { page: String(page) } })).json();
    const first = await read(1);
    expect(first.rows).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.rows[0]).toMatchObject({ action: "promo.create", after: { code: "AUDIT20" } });
    const second = await read(2);
    expect(second.hasMore).toBe(false);
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]).toMatchObject({ action: "order.status", entity: "order", entityId: order.id, actor: { name: "Ravi Staff", email: staff.email }, before: { orderStatus: "pending" }, after: { orderStatus: "processing" } });
  });
});
