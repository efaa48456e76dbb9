import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { membershipSettings, rewardLedger } from "~/server/db/schema/membership";
import { errorOf, fieldErrorsOf } from "~/server/test/answers";
import { confirmIfWaiting, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { joinedMember } from "~/server/test/membership";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { addToCart, saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff } from "~/server/test/users";
import { rupees } from "~/shared/money";
import { expireRewards } from "./sweep";

describe("the back office's membership screen", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const customer = setUpOnce(() => shop.signUp({ name: "Curious Customer" }));

  const member = (name?: string) => joinedMember(shop, name);

  /** A friend's first order with the member's code, through checkout, then moved by staff along `statuses`. */
  async function friendOrder(code: string, products: string[], statuses: ("processing" | "shipped" | "delivered" | "cancelled")[]) {
    const friend = await shopperWithCart(shop, products);
    const placed = await placeOrderRequest(shop, friend.user, { addressId: friend.address.id, promoCode: code, idempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    if (statuses[0] !== "cancelled") await confirmIfWaiting(shop, staff, order.id);
    for (const status of statuses) expect((await moveOrderRequest(shop, staff, order.id, status)).status).toBe(200);
    return order;
  }

  const delivered = ["processing", "shipped", "delivered"] as const;
  const listed = async (userId: string) => {
    const body = await (await shop.api(staff).admin.membership.$get({ query: {} })).json();
    return body.rows.find((row) => row.userId === userId)!;
  };
  const latestAudit = async (action: string) =>
    (await shop.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1))[0];

  it("refuses customers on every route with the unknown-path answer, and changes nothing", async () => {
    const { user } = await member("Gita Verma");
    const api = shop.api(customer).admin.membership;
    const answers = [
      await api.$get({ query: {} }),
      await api.csv.$get(),
      await api.settings.$put({ json: { enabled: false, friendDiscountPercent: 50, friendDiscountCapRupees: 1000, commissionPercent: 50, minOrderRupees: 0 } }),
      await api.members[":userId"].status.$post({ param: { userId: user.id }, json: { status: "suspended", reason: "Mine now" } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    const [settings] = await shop.db.select().from(membershipSettings);
    expect(settings).toMatchObject({ enabled: true, friendDiscountPercent: 10, commissionPercent: 5 });
    expect((await (await shop.api(user).membership.$get()).json()).member?.status).toBe("active");
  });

  it("lists each member's friends and rewards earned, spent net of returns, expired (swept or not) and available", async () => {
    const { user: owner } = await member("Meera Nair");
    const code = (await listed(owner.id)).code;
    await friendOrder(code, ["bundle-4"], [...delivered]); // ₹1,450 − ₹145: ₹65
    await friendOrder(code, ["1"], [...delivered]); // ₹375 − ₹37.50: ₹16
    await friendOrder(code, ["2"], [...delivered]); // ₹350 − ₹35: ₹15
    await friendOrder(code, ["1"], []); // brought, not delivered yet
    await friendOrder(code, ["1"], ["cancelled"]); // not counted

    // ₹40 spent, given back by a cancel, spent again: ₹40 net, all from the oldest reward (₹65).
    const address = await saveAddress(shop, owner);
    await addToCart(shop, owner, ["12"]);
    const first = await placeOrderRequest(shop, owner, { addressId: address.id, rewardsPaise: rupees(40), idempotencyKey: newKey() });
    expect(first.status).toBe(201);
    expect((await moveOrderRequest(shop, staff, (await first.json()).order.id, "cancelled")).status).toBe(200);
    await addToCart(shop, owner, ["12"]);
    expect((await placeOrderRequest(shop, owner, { addressId: address.id, rewardsPaise: rupees(40), idempotencyKey: newKey() })).status).toBe(201);

    // The ₹65 reward (₹25 left) expires and is swept; the ₹16 one is past its last day, not swept yet.
    const rewards = await shop.db.select().from(rewardLedger).where(and(eq(rewardLedger.memberUserId, owner.id), eq(rewardLedger.kind, "earned")));
    const byAmount = (amount: number) => rewards.find((reward) => reward.amountPaise === rupees(amount))!;
    const past = new Date(Date.now() - 60_000);
    await shop.db.update(rewardLedger).set({ expiresAt: past }).where(eq(rewardLedger.id, byAmount(65).id));
    await expireRewards(shop.db, new Date());
    await shop.db.update(rewardLedger).set({ expiresAt: past }).where(eq(rewardLedger.id, byAmount(16).id));

    expect(await listed(owner.id)).toEqual({
      userId: owner.id,
      name: "Meera Nair",
      email: owner.email,
      code,
      status: "active",
      joinedAt: expect.any(String),
      friendsBrought: 4,
      friendsDelivered: 3,
      earnedPaise: rupees(96),
      spentPaise: rupees(40),
      expiredPaise: rupees(41),
      availablePaise: rupees(15),
    });
    // The member's own tab agrees.
    const own = await (await shop.api(owner).membership.$get()).json();
    expect(own.availablePaise).toBe(rupees(15));
    expect(own.friendsBrought).toBe(4);

    const csv = await shop.api(staff).admin.membership.csv.$get();
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="members.csv"');
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "name,email,code,status,joined_at,friends_brought,friends_delivered,rewards_earned_rupees,rewards_spent_rupees,rewards_expired_rupees,rewards_available_rupees",
    );
    expect(lines.find((line) => line.includes(code))).toMatch(new RegExp(`^Meera Nair,${owner.email},${code},active,[^,]+,4,3,96.00,40.00,41.00,15.00$`));
  });

  it("suspends a member with a reason: the code stops working, the rewards freeze, and reactivating brings them back", async () => {
    const { user: owner, code } = await member("Farah Khan");
    await friendOrder(code, ["bundle-4"], [...delivered]); // ₹65
    const api = shop.api(staff).admin.membership.members[":userId"].status;

    const noReason = await api.$post({ param: { userId: owner.id }, json: { status: "suspended", reason: "  " } });
    expect(await fieldErrorsOf(noReason)).toEqual({ reason: "Please say why the member is suspended" });
    expect((await listed(owner.id)).status).toBe("active");

    const suspended = await api.$post({ param: { userId: owner.id }, json: { status: "suspended", reason: "Codes posted on a coupon site" } });
    expect(suspended.status).toBe(200);
    expect((await suspended.json()).member).toMatchObject({ code, status: "suspended", changed: true });
    expect(await latestAudit("membership.suspend")).toMatchObject({
      actorUserId: staff.id,
      entity: "member",
      entityId: owner.id,
      before: { code, status: "active" },
      after: { code, status: "suspended", reason: "Codes posted on a coupon site" },
    });
    expect(await listed(owner.id)).toMatchObject({ status: "suspended", availablePaise: rupees(65) });

    const friend = await shopperWithCart(shop, ["1"]);
    expect(await errorOf(await shop.api(friend.user).promo.apply.$post({ json: { code } }))).toMatchObject({ title: "Invalid Promo Code" });
    const own = await (await shop.api(owner).membership.$get()).json();
    expect(own.member?.status).toBe("suspended");
    expect(own.rewards.map((reward) => reward.status)).toEqual(["frozen"]);
    expect(own.availablePaise).toBe(0);

    // Suspending again changes nothing and is not logged twice.
    const again = await api.$post({ param: { userId: owner.id }, json: { status: "suspended", reason: "Again" } });
    expect((await again.json()).member.changed).toBe(false);
    expect(await shop.db.$count(auditLog, and(eq(auditLog.action, "membership.suspend"), eq(auditLog.entityId, owner.id)))).toBe(1);

    expect((await api.$post({ param: { userId: owner.id }, json: { status: "active" } })).status).toBe(200);
    expect(await latestAudit("membership.reactivate")).toMatchObject({ entityId: owner.id, after: { status: "active", reason: null } });
    expect((await (await shop.api(friend.user).promo.apply.$post({ json: { code } })).json())).toMatchObject({ code });
    expect((await (await shop.api(owner).membership.$get()).json()).rewards.map((reward) => reward.status)).toEqual(["available"]);
  });

  it("answers 404 for someone who is not a member, writing nothing", async () => {
    const before = await shop.db.$count(auditLog, like(auditLog.action, "membership.%"));
    const answer = await shop.api(staff).admin.membership.members[":userId"].status.$post({ param: { userId: customer.id }, json: { status: "suspended", reason: "Who?" } });
    expect(answer.status).toBe(404);
    expect((await errorOf(answer)).message).toBe("Member not found");
    expect(await shop.db.$count(auditLog, like(auditLog.action, "membership.%"))).toBe(before);
  });

  it("checks the settings field by field, saves them with an audit entry, and the shop uses them at once", async () => {
    const api = shop.api(staff).admin.membership.settings;
    const refused = await api.$put({ json: { enabled: true, friendDiscountPercent: "0", friendDiscountCapRupees: "abc", commissionPercent: "101", minOrderRupees: "-5" } });
    expect(await fieldErrorsOf(refused)).toEqual({
      friendDiscountPercent: "Friend discount must be from 1 to 100%",
      friendDiscountCapRupees: "Maximum friend discount must be a number",
      commissionPercent: "Commission must be from 0 to 100%",
      minOrderRupees: "Minimum order cannot be negative",
    });
    const halfPercent = await api.$put({ json: { enabled: true, friendDiscountPercent: "12.5", friendDiscountCapRupees: "150.555", commissionPercent: "5", minOrderRupees: "" } });
    expect((await errorOf(halfPercent)).fields).toEqual({
      friendDiscountPercent: "Friend discount must be a whole number",
      friendDiscountCapRupees: "Maximum friend discount can have at most two decimals",
    });
    expect(await shop.db.$count(auditLog, eq(auditLog.action, "membership.settings"))).toBe(0);

    try {
      const saved = await api.$put({ json: { enabled: true, friendDiscountPercent: "20", friendDiscountCapRupees: "200.50", commissionPercent: "7", minOrderRupees: "" } });
      expect(saved.status).toBe(200);
      const after = { enabled: true, friendDiscountPercent: 20, friendDiscountCapPaise: 20_050, commissionPercent: 7, minOrderPaise: 0 };
      expect((await saved.json()).settings).toEqual(after);
      expect(await latestAudit("membership.settings")).toMatchObject({
        actorUserId: staff.id,
        entity: "membership_settings",
        before: { enabled: true, friendDiscountPercent: 10, friendDiscountCapPaise: 15_000, commissionPercent: 5, minOrderPaise: 0 },
        after,
      });
      expect((await (await shop.api(staff).admin.membership.$get({ query: {} })).json()).settings).toEqual(after);
      expect((await (await shop.api(customer).membership.$get()).json()).programme).toMatchObject({ friendDiscountPercent: 20, friendDiscountCapPaise: 20_050 });

      const { code } = await member("Lakshmi Pillai");
      const friend = await shopperWithCart(shop, ["1"]); // ₹375: 20% is ₹75
      expect(await (await shop.api(friend.user).promo.apply.$post({ json: { code } })).json()).toMatchObject({ discountPaise: rupees(75) });

      expect((await api.$put({ json: { enabled: false, friendDiscountPercent: 20, friendDiscountCapRupees: 200.5, commissionPercent: 7, minOrderRupees: 500 } })).status).toBe(200);
      expect(await errorOf(await shop.api(friend.user).promo.apply.$post({ json: { code } }))).toMatchObject({ title: "Invalid Promo Code" });
    } finally {
      await shop.db.update(membershipSettings).set({ enabled: true, friendDiscountPercent: 10, friendDiscountCapPaise: 15_000, commissionPercent: 5, minOrderPaise: 0 });
    }
  });
});
