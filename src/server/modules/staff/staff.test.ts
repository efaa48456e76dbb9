import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { users } from "~/server/db/schema/auth";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { grantStaff } from "./service";

describe("staff grant and revoke the staff role", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));
  const helper = setUpOnce(() => shop.signUp({ name: "New Helper" }));

  const role = async (userId: string) => (await shop.db.select({ role: users.role }).from(users).where(eq(users.id, userId)))[0]?.role;
  const staffList = () => shop.api(staff).admin.staff;
  const ordersPageFor = (user: TestUser) => shop.api(user).admin.orders.$get({ query: {} });

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
    expect((await ordersPageFor(helper)).status).toBe(404);
    const response = await staffList().$post({ json: { email: helper.email } });
    expect(response.status).toBe(200);
    expect((await ordersPageFor(helper)).status).toBe(200);
    const list = await staffList().$get();
    expect((await list.json()).staff.map((member) => member.email)).toContain(helper.email);
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, "staff.grant"));
    expect(audit).toBeDefined();
  });

  it("refuses an unknown e-mail with a field message", async () => {
    const response = await staffList().$post({ json: { email: "ghost@example.com" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { fields: { email: "No account uses this e-mail. The person must sign up first." } } });
  });

  it("staff revoke another member, who is refused from the next request on", async () => {
    const revoke = () => staffList()[":userId"].$delete({ param: { userId: helper.id } });
    const response = await revoke();
    expect(response.status).toBe(204);
    expect(await role(helper.id)).toBe("customer");
    expect((await ordersPageFor(helper)).status).toBe(404);
    const rows = await shop.db.select().from(auditLog).where(eq(auditLog.action, "staff.revoke"));
    expect(rows[0]).toMatchObject({ actorUserId: staff.id, entityId: helper.id, before: { role: "staff" }, after: { role: "customer" } });
    expect((await revoke()).status).toBe(404);
  });

  it("nobody revokes themselves", async () => {
    const response = await staffList()[":userId"].$delete({ param: { userId: staff.id } });
    expect(response.status).toBe(409);
    expect(await role(staff.id)).toBe("staff");
  });
});
