import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { bodyOf } from "~/server/test/answers";
import { friendOrder, joinedMember } from "~/server/test/membership";
import { orderItemsOf, photoFile, reportProblemRequest } from "~/server/test/returns";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

// An approved refund of a friend's order takes the member's commission back in proportion; a refused one takes nothing.

describe("a friend's returned order and the member's commission", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const membership = (user: Parameters<typeof shop.api>[0]) => bodyOf(shop.api(user).membership.$get());

  it("takes back the returned share of the commission on approval, once, and nothing on refusal", async () => {
    const { user: member, code } = await joinedMember(shop);
    const { friend, order } = await friendOrder(shop, staff, code, ["1", "2"]);
    const earned = (await membership(member)).rewards[0]!;
    expect(earned.amountPaise).toBeGreaterThan(0);
    const [oil, other] = await orderItemsOf(shop, order.id);
    const report = async (orderItemId: string) => {
      const answer = await reportProblemRequest(shop, friend.user, order.orderNumber, { lines: [{ orderItemId, quantity: 1 }], reason: "leaking", description: "Oil leaked through the lid.", resolution: "refund", photos: [await photoFile()] });
      return ((await answer.json()) as { request: { id: string } }).request.id;
    };

    const refused = await report(other!.id);
    expect((await shop.api(staff).admin.returns[":id"].refuse.$post({ param: { id: refused }, json: { reason: "The photo shows an unopened jar." } })).status).toBe(200);
    expect((await membership(member)).rewards[0]).toMatchObject({ amountPaise: earned.amountPaise, leftPaise: earned.leftPaise });

    const approved = await report(oil!.id);
    expect((await shop.api(staff).admin.returns[":id"].approve.$post({ param: { id: approved }, json: {} })).status).toBe(200);
    const after = (await membership(member)).rewards[0]!;
    expect(after.takenBackPaise).toBeGreaterThan(0);
    expect(after.takenBackPaise).toBeLessThan(earned.amountPaise);
    expect(after.leftPaise).toBe(earned.leftPaise - after.takenBackPaise);
    const audits = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "membership.commission_taken_back")));
    expect(audits).toHaveLength(1);
  });
});
