import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { outgoingEmails } from "~/server/db/schema/emails";
import { bodyOf } from "~/server/test/answers";
import { friendOrder, joinedMember } from "~/server/test/membership";
import { deliveredOrder, orderItemsOf, photoFile, reportProblemRequest } from "~/server/test/returns";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { formatRupees } from "~/shared/money";

// An approved refund of a friend's order takes the member's commission back in proportion; a refused one takes nothing.

describe("a friend's returned order and the member's commission", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const membership = (user: Parameters<typeof shop.api>[0]) => bodyOf(shop.api(user).membership.$get());
  const takenBackMails = async () => {
    await shop.mailSettled();
    return shop.sentMail.filter((mail) => mail.subject.endsWith("of your reward has been taken back"));
  };
  const report = async (user: TestUser, orderNumber: string, orderItemId: string) => {
    const answer = await reportProblemRequest(shop, user, orderNumber, { lines: [{ orderItemId, quantity: 1 }], reason: "leaking", description: "Oil leaked through the lid.", resolution: "refund", photos: [await photoFile()] });
    return ((await answer.json()) as { request: { id: string } }).request.id;
  };

  it("takes back the returned share of the commission on approval, once, and nothing on refusal", async () => {
    const { user: member, code } = await joinedMember(shop);
    const { friend, order } = await friendOrder(shop, staff, code, ["1", "2"]);
    const earned = (await membership(member)).rewards[0]!;
    expect(earned.amountPaise).toBeGreaterThan(0);
    const [oil, other] = await orderItemsOf(shop, order.id);
    const refused = await report(friend.user, order.orderNumber, other!.id);
    expect((await shop.api(staff).admin.returns[":id"].refuse.$post({ param: { id: refused }, json: { reason: "The photo shows an unopened jar." } })).status).toBe(200);
    expect((await membership(member)).rewards[0]).toMatchObject({ amountPaise: earned.amountPaise, leftPaise: earned.leftPaise });

    expect(await takenBackMails()).toEqual([]);

    const approved = await report(friend.user, order.orderNumber, oil!.id);
    expect((await shop.api(staff).admin.returns[":id"].approve.$post({ param: { id: approved }, json: {} })).status).toBe(200);
    const after = (await membership(member)).rewards[0]!;
    expect(after.takenBackPaise).toBeGreaterThan(0);
    expect(after.takenBackPaise).toBeLessThan(earned.amountPaise);
    expect(after.leftPaise).toBe(earned.leftPaise - after.takenBackPaise);
    const audits = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "membership.commission_taken_back")));
    expect(audits).toHaveLength(1);

    // The member hears of it once, with the amount, through the e-mail queue.
    const mails = await takenBackMails();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[member.email, `${formatRupees(after.takenBackPaise)} of your reward has been taken back`]]);
    expect(mails[0]!.text).toContain(`so ${formatRupees(after.takenBackPaise)} of the reward it earned you has been taken back`);
    expect(await shop.db.$count(outgoingEmails, and(eq(outgoingEmails.kind, "commission_taken_back"), eq(outgoingEmails.subject, mails[0]!.subject)))).toBe(1);
  });

  it("sends no such e-mail when an approved refund took nothing back: an order placed without a member's code", async () => {
    const { user, order } = await deliveredOrder(shop, staff);
    const [item] = await orderItemsOf(shop, order.id);
    const before = (await takenBackMails()).length;
    const id = await report(user, order.orderNumber, item!.id);
    expect((await shop.api(staff).admin.returns[":id"].approve.$post({ param: { id }, json: {} })).status).toBe(200);
    await shop.mailSettled();
    expect(shop.sentMail.some((mail) => mail.to === user.email && mail.subject.includes("problem report"))).toBe(true);
    expect((await takenBackMails()).length).toBe(before);
  });
});
