import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { users } from "~/server/db/schema/auth";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import type { StaffMember } from "~/shared/schemas/admin-staff";
import { signUpStaff } from "~/server/modules/admin/test-support";
import { grantStaff } from "./service";

describe("staff grant and revoke the staff role", () => {
  let shop: TestApp;
  let staff: TestUser;
  let helper: TestUser;
  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
    helper = await shop.signUp({ name: "New Helper" });
  });
  afterAll(() => shop.close());

  const role = async (userId: string) => (await shop.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;

  it("the command line makes the first staff member, recorded with no actor", async () => {
    const first = await shop.signUp();
    expect(await grantStaff(shop.db, null, first.email.toUpperCase())).toMatchObject({ changed: true, member: { email: first.email } });
    expect(await role(first.id)).toBe("staff");
    expect(await grantStaff(shop.db, null, first.email)).toMatchObject({ changed: false });
    const rows = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorUserId: null, action: "staff.grant", before: { role: "customer" }, after: { role: "staff" } });
    await expect(grantStaff(shop.db, null, "nobody@example.com")).rejects.toThrow("must sign up first");
  });

  it("staff grant another account by e-mail; the new member can open the back office at once", async () => {
    expect((await shop.request("GET", "/api/admin/orders", { cookie: helper.cookie })).status).toBe(404);
    const response = await shop.request("POST", "/api/admin/staff", { cookie: staff.cookie, body: { email: helper.email } });
    expect(response.status).toBe(200);
    expect((await shop.request("GET", "/api/admin/orders", { cookie: helper.cookie })).status).toBe(200);
    const list = await shop.request("GET", "/api/admin/staff", { cookie: staff.cookie });
    expect(((await list.json()) as { staff: StaffMember[] }).staff.map((member) => member.email)).toContain(helper.email);
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, "staff.grant"));
    expect(audit).toBeDefined();
  });

  it("refuses an unknown e-mail with a field message", async () => {
    const response = await shop.request("POST", "/api/admin/staff", { cookie: staff.cookie, body: { email: "ghost@example.com" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { fields: { email: "No account uses this e-mail. The person must sign up first." } } });
  });

  it("staff revoke another member, who is refused from the next request on", async () => {
    const response = await shop.request("DELETE", `/api/admin/staff/${helper.id}`, { cookie: staff.cookie });
    expect(response.status).toBe(204);
    expect(await role(helper.id)).toBe("customer");
    expect((await shop.request("GET", "/api/admin/orders", { cookie: helper.cookie })).status).toBe(404);
    const rows = await shop.db.select().from(auditLog).where(eq(auditLog.action, "staff.revoke"));
    expect(rows[0]).toMatchObject({ actorUserId: staff.id, entityId: helper.id, before: { role: "staff" }, after: { role: "customer" } });
    expect((await shop.request("DELETE", `/api/admin/staff/${helper.id}`, { cookie: staff.cookie })).status).toBe(404);
  });

  it("nobody revokes themselves", async () => {
    const response = await shop.request("DELETE", `/api/admin/staff/${staff.id}`, { cookie: staff.cookie });
    expect(response.status).toBe(409);
    expect(await role(staff.id)).toBe("staff");
  });
});
