import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import { insertOrder, signUpStaff } from "~/server/modules/admin/test-support";
import type { AuditRow } from "./service";

describe("the audit log in the back office", () => {
  let shop: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop, { name: "Ravi Staff" });
  });
  afterAll(() => shop.close());

  it("lists every change newest first with who made it, paged", async () => {
    const customer = await shop.signUp();
    const order = await insertOrder(shop.db, customer.id);
    await shop.request("POST", `/api/admin/orders/${order.id}/status`, { cookie: staff.cookie, body: { toStatus: "processing" } });
    // A refused move changes nothing, so it is not on record.
    await shop.request("POST", `/api/admin/orders/${order.id}/status`, { cookie: staff.cookie, body: { toStatus: "delivered" } });
    for (let i = 1; i <= 20; i += 1) {
      await shop.request("POST", "/api/admin/promos", { cookie: staff.cookie, body: { code: `AUDIT${i}`, discountType: "percentage", discountValue: 5 } });
    }
    const read = async (page: number) => (await (await shop.request("GET", `/api/admin/audit?page=${page}`, { cookie: staff.cookie })).json()) as { rows: AuditRow[]; hasMore: boolean };
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
