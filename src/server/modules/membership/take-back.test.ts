import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { commissionTakeBacks, rewardLedger } from "~/server/db/schema/membership";
import { confirmIfWaiting, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { friendOrder, joinedMember, MEMBERS_PHONE } from "~/server/test/membership";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { rupees } from "~/shared/money";
import { listMembersForStaff } from "./staff-service";
import { expireRewards } from "./sweep";
import { commissionTakenBackMail, creditCommission, membershipUrl, takeBackCommission, type ReturnedShare } from "./service";

describe("referral commission on a cancelled, refused or returned order", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const membershipOf = async (user: TestUser) => (await shop.api(user).membership.$get()).json();
  const earnedRows = (orderId: string) => shop.db.select().from(rewardLedger).where(and(eq(rewardLedger.orderId, orderId), eq(rewardLedger.kind, "earned")));
  const takeBack = (orderId: string, share: ReturnedShare, returnRequestId: string = randomUUID()) =>
    shop.db.transaction((tx) => takeBackCommission(tx, orderId, { returnRequestId, share, now: new Date(), actorUserId: staff.id }));
  const whole = { returnedPaise: 1, orderPaise: 1 };
  /** A member's ledger never goes below zero: every reward's rows sum to what is left, at least 0. */
  const rewardSumsOf = async (userId: string) =>
    (await shop.db.execute<{ left: number }>(sql`select sum(amount_paise)::int as left from reward_ledger where member_user_id = ${userId} group by reward_id`)).rows.map((row) => Number(row.left));

  /** The member spends ₹40 of their rewards on an order of their own: product 12's whole ₹40 subtotal. */
  async function spendOnOwnOrder(owner: TestUser) {
    await shop.api(owner).cart.items.$post({ json: { productId: "12" } });
    // The member's own address and phone, so a friend's later order is still a friend's.
    const address = await saveAddress(shop, owner, { phone: MEMBERS_PHONE, addressLine1: "4 Temple Street", pincode: "600004", city: "Chennai", state: "Tamil Nadu" });
    const placed = await placeOrderRequest(shop, owner, { addressId: address.id, rewardsPaise: rupees(40), idempotencyKey: newKey() });
    expect(placed.status, await placed.clone().text()).toBe(201);
    return (await placed.json()).order;
  }

  it("never credits a cancelled order or a refused parcel, and neither can move on to earn it", async () => {
    const { user: owner, code } = await joinedMember(shop, "Meera Pillai");
    const { order: cancelled } = await friendOrder(shop, staff, code, ["bundle-4"], { deliver: false });
    expect((await moveOrderRequest(shop, staff, cancelled.id, "cancelled")).status).toBe(200);
    const { order: delivered } = await friendOrder(shop, staff, code, ["bundle-4"]);
    // The second friend's order was delivered; a third is refused at the door.
    const { order: returned } = await friendOrder(shop, staff, code, ["bundle-4"], { deliver: false });
    await confirmIfWaiting(shop, staff, returned.id);
    expect((await moveOrderRequest(shop, staff, returned.id, "processing")).status).toBe(200);
    expect((await moveOrderRequest(shop, staff, returned.id, "shipped")).status).toBe(200);
    expect((await moveOrderRequest(shop, staff, returned.id, "returned_to_origin")).status).toBe(200);

    for (const order of [cancelled, returned]) {
      expect((await moveOrderRequest(shop, staff, order.id, "delivered")).status).toBe(409);
      expect(await shop.db.transaction((tx) => creditCommission(tx, order.id, new Date()))).toBeUndefined();
      expect(await earnedRows(order.id)).toEqual([]);
      expect(await takeBack(order.id, whole)).toBeUndefined();
    }
    const { rewards } = await membershipOf(owner);
    expect(rewards).toEqual([expect.objectContaining({ amountPaise: rupees(65), status: "available" })]);
    expect(await earnedRows(delivered.id)).toHaveLength(1);
  });

  it("takes back a whole unspent reward once, however often the same return is approved, and audits it", async () => {
    const { user: owner, code } = await joinedMember(shop, "Rekha Nair");
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    const returnRequestId = randomUUID();
    const answers = await Promise.all([takeBack(order.id, whole, returnRequestId), takeBack(order.id, whole, returnRequestId)]);
    expect(answers.filter(Boolean)).toEqual([expect.objectContaining({ memberUserId: owner.id, amountPaise: rupees(65), takenPaise: rupees(65), owedPaise: 0, totalOwedPaise: 0, friendFirstName: "Asha" })]);
    expect(await takeBack(order.id, whole, returnRequestId)).toBeUndefined();
    expect(await shop.db.select().from(commissionTakeBacks).where(eq(commissionTakeBacks.orderId, order.id))).toHaveLength(1);

    const answer = await membershipOf(owner);
    expect(answer).toMatchObject({ availablePaise: 0, owedPaise: 0 });
    expect(answer.rewards).toEqual([expect.objectContaining({ amountPaise: rupees(65), leftPaise: 0, takenBackPaise: rupees(65), status: "taken_back" })]);
    const audits = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "membership.commission_taken_back")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: staff.id, after: expect.objectContaining({ returnRequestId, takenBackPaise: rupees(65), fromRewardPaise: rupees(65), owedPaise: 0 }) });
  });

  it("takes back a returned line's share, rounded to the paisa, and never more than was credited", async () => {
    const { user: owner, code } = await joinedMember(shop, "Farah Khan");
    // ₹375 + ₹350 = ₹725 → ₹32 commission. Returning the ₹375 jar: 32 × 375 / 725 = ₹16.55.
    const { order } = await friendOrder(shop, staff, code, ["1", "2"]);
    expect(await takeBack(order.id, { returnedPaise: rupees(375), orderPaise: rupees(725) })).toMatchObject({ amountPaise: 1655, takenPaise: 1655, owedPaise: 0 });
    expect((await membershipOf(owner)).rewards[0]).toMatchObject({ leftPaise: 1545, takenBackPaise: 1655, status: "available" });

    // The other line (32 × 350 / 725 = ₹15.45) ends the reward; any further return takes nothing.
    expect(await takeBack(order.id, { returnedPaise: rupees(350), orderPaise: rupees(725) })).toMatchObject({ amountPaise: 1545, takenPaise: 1545 });
    expect(await takeBack(order.id, whole)).toBeUndefined();
    expect((await membershipOf(owner)).rewards[0]).toMatchObject({ leftPaise: 0, takenBackPaise: rupees(32), status: "taken_back" });
    expect(await rewardSumsOf(owner.id)).toEqual([0]);
  });

  it("records what was already spent as owed, never a negative balance, and tells the member in plain words", async () => {
    const { user: owner, code } = await joinedMember(shop, "Gita Bose");
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    await spendOnOwnOrder(owner);
    const taken = await takeBack(order.id, whole);
    expect(taken).toMatchObject({ amountPaise: rupees(65), takenPaise: rupees(25), owedPaise: rupees(40), totalOwedPaise: rupees(40) });
    expect(await rewardSumsOf(owner.id)).toEqual([0]);
    const answer = await membershipOf(owner);
    expect(answer).toMatchObject({ availablePaise: 0, owedPaise: rupees(40) });
    expect(answer.rewards[0]).toMatchObject({ leftPaise: 0, status: "taken_back" });

    const mail = commissionTakenBackMail(owner.email, taken!, "https://shop.test/account?tab=membership");
    expect(mail.subject).toBe("₹65 of your reward has been taken back");
    expect(mail.text).toContain("₹25 came off what was left of that reward.");
    expect(mail.text).toContain("You had already spent ₹40 of it, so you now owe ₹40. Nothing is charged: it comes off your next rewards before you can spend them.");
  });

  it("tells a member who chose Hindi in Hindi, linking to the Hindi account page", async () => {
    const { user: owner, code } = await joinedMember(shop, "Rekha Iyer");
    expect((await shop.request("PUT", "/api/profile/language", { cookie: owner.cookie, body: { language: "hi" } })).status).toBe(200);
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    await spendOnOwnOrder(owner);
    const taken = await takeBack(order.id, whole);
    expect(taken?.memberLanguage).toBe("hi");
    const mail = commissionTakenBackMail(owner.email, taken!, membershipUrl("https://shop.test", taken!.memberLanguage));
    expect(mail.subject).toBe("आपके रिवॉर्ड में से ₹65 वापस ले लिए गए हैं");
    expect(mail.text).toContain("नमस्ते Rekha,");
    expect(mail.text).toContain("Asha ने आपके मेंबर कोड से किए गए ऑर्डर का सामान लौटाया है, इसलिए उस ऑर्डर से मिले रिवॉर्ड में से ₹65 वापस ले लिए गए हैं।");
    expect(mail.text).toContain("इसमें से ₹25 उस रिवॉर्ड की बची हुई रकम से कटे हैं।");
    expect(mail.text).toContain("इसमें से ₹40 आप पहले ही खर्च कर चुके थे, इसलिए अब आपकी ओर ₹40 बाकी हैं।");
    expect(mail.text).toContain("अपने रिवॉर्ड देखें: https://shop.test/hi/account?tab=membership");
    expect(mail.html).toContain('<html lang="hi">');
  });

  it("pays what is owed from the next commissions first", async () => {
    const { user: owner, code } = await joinedMember(shop, "Hema Joshi");
    const { order: first } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    await spendOnOwnOrder(owner);
    await takeBack(first.id, whole); // owes ₹40

    const { order: second } = await friendOrder(shop, staff, code, ["1"]); // ₹16, all of it repays
    let answer = await membershipOf(owner);
    expect(answer).toMatchObject({ availablePaise: 0, owedPaise: rupees(24) });
    await shop.mailSettled();
    const earnedMail = shop.sentMail.find((mail) => mail.to === owner.email && mail.subject === "Your friend's order has earned you ₹16");
    expect(earnedMail?.text).toContain("₹16 of it paid off what you owed from a reward taken back earlier.");
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, second.id), sql`${auditLog.after}->>'orderStatus' = 'delivered'`));
    expect(audit?.after).toMatchObject({ commissionCredited: { memberUserId: owner.id, amountPaise: rupees(16), owedRepaidPaise: rupees(16) } });

    await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65: ₹24 repays, ₹41 to spend
    answer = await membershipOf(owner);
    expect(answer).toMatchObject({ availablePaise: rupees(41), owedPaise: 0 });
    expect(await rewardSumsOf(owner.id)).toEqual(expect.arrayContaining([0, 0, rupees(41)]));
  });

  it("takes back the rewards a cancelled order gives back when they were what the member owed", async () => {
    const { user: owner, code } = await joinedMember(shop, "Isha Verma");
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    const ownOrder = await spendOnOwnOrder(owner);
    await takeBack(order.id, whole); // ₹25 taken, ₹40 owed
    expect((await moveOrderRequest(shop, staff, ownOrder.id, "cancelled")).status).toBe(200);
    expect(await membershipOf(owner)).toMatchObject({ availablePaise: 0, owedPaise: 0 });
    expect(await rewardSumsOf(owner.id)).toEqual([0]);
  });

  it("does not pursue what expired unspent: only the spent part is owed", async () => {
    const { user: owner, code } = await joinedMember(shop, "Jaya Sen");
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    await spendOnOwnOrder(owner); // ₹40 spent, ₹25 left to expire
    const past = new Date(Date.now() - 1000);
    await shop.db.update(rewardLedger).set({ expiresAt: past }).where(and(eq(rewardLedger.orderId, order.id), eq(rewardLedger.kind, "earned")));
    expect(await expireRewards(shop.db, new Date())).toBeGreaterThanOrEqual(1);
    // Half returned: the member may keep ₹32.50 of the ₹65 and used ₹40, so ₹7.50 is owed, not ₹32.50.
    expect(await takeBack(order.id, { returnedPaise: 1, orderPaise: 2 })).toMatchObject({ amountPaise: 3250, takenPaise: 0, owedPaise: 750 });
    // The other half: all ₹40 spent is owed; the ₹25 that expired is gone anyway.
    expect(await takeBack(order.id, { returnedPaise: 1, orderPaise: 2 })).toMatchObject({ amountPaise: 3250, takenPaise: 0, owedPaise: 3250, totalOwedPaise: rupees(40) });
    expect(await membershipOf(owner)).toMatchObject({ availablePaise: 0, owedPaise: rupees(40) });
    expect(await rewardSumsOf(owner.id)).toEqual([0]);
  });

  it("never lets a checkout and a take-back at the same time use the same paise", async () => {
    const { user: owner, code } = await joinedMember(shop, "Lakshmi Rao");
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]); // ₹65
    await shop.api(owner).cart.items.$post({ json: { productId: "12" } });
    const address = await saveAddress(shop, owner, { phone: MEMBERS_PHONE, addressLine1: "9 Lake View", pincode: "600004", city: "Chennai", state: "Tamil Nadu" });
    const spend = () => Array.from({ length: 5 }, () => placeOrderRequest(shop, owner, { addressId: address.id, rewardsPaise: rupees(40), idempotencyKey: newKey() }));
    const before = spend();
    const taking = takeBack(order.id, whole);
    const [answers, taken] = await Promise.all([Promise.all([...before, ...spend()]), taking]);
    const placed = answers.filter((answer) => answer.status === 201).length;
    expect(placed).toBeLessThanOrEqual(1);
    // Whichever went first, the reward ends at zero and what was spent is exactly what is owed.
    expect(taken).toMatchObject({ amountPaise: rupees(65), takenPaise: rupees(65 - 40 * placed), owedPaise: rupees(40 * placed) });
    expect(await rewardSumsOf(owner.id)).toEqual([0]);
    const [listed] = (await listMembersForStaff(shop.db, 1)).rows.filter((member) => member.userId === owner.id);
    expect(listed).toMatchObject({ availablePaise: 0 });
  });

  it("refuses a share that is not a part of the order", async () => {
    const { code } = await joinedMember(shop, "Kiran Das");
    const { order } = await friendOrder(shop, staff, code, ["bundle-4"]);
    for (const share of [{ returnedPaise: 0, orderPaise: 100 }, { returnedPaise: 101, orderPaise: 100 }, { returnedPaise: 1.5, orderPaise: 100 }]) {
      await expect(takeBack(order.id, share)).rejects.toThrow(/bad share/);
    }
    expect(await shop.db.select().from(commissionTakeBacks).where(eq(commissionTakeBacks.orderId, order.id))).toEqual([]);
  });
});
