import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { membershipSettings, members, rewardLedger } from "~/server/db/schema/membership";
import { orders } from "~/server/db/schema/orders";
import { errorOf } from "~/server/test/answers";
import { confirmIfWaiting, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf } from "~/server/test/db-reads";
import { insertOrder } from "~/server/test/orders";
import { friendOrder as friendOrderOf, joinedMember } from "~/server/test/membership";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { rewardExpiresAt } from "~/shared/membership";
import { rupees } from "~/shared/money";
import { createLogger } from "~/server/logger";
import { creditCommission } from "./service";
import { expireRewards, startRewardSweep } from "./sweep";

describe("membership", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const member = (name?: string) => joinedMember(shop, name);

  const friendOrder = (code: string, products: string[], options?: { deliver?: boolean }) => friendOrderOf(shop, staff, code, products, options);

  const membershipOf = async (user: TestUser) => (await shop.api(user).membership.$get()).json();

  it("opens after a delivered order and gives a code of the first name and 4 clear characters, kept for good", async () => {
    const customer = await shop.signUp({ name: "Priya Sharma" });
    await insertOrder(shop.db, customer.id, { status: "shipped" });
    const early = await shop.api(customer).membership.join.$post();
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe("Membership opens after your first delivered order.");
    expect(await membershipOf(customer)).toMatchObject({ eligible: false, member: null });

    await insertOrder(shop.db, customer.id, { status: "delivered" });
    const joined = await shop.api(customer).membership.join.$post();
    expect(joined.status).toBe(201);
    const { code } = (await joined.json()).member;
    expect(code).toMatch(/^PRIYA[A-HJ-NP-Z2-9]{4}$/);
    // Joining again changes nothing.
    expect((await (await shop.api(customer).membership.join.$post()).json()).member.code).toBe(code);
    const read = await membershipOf(customer);
    expect(read.member).toMatchObject({ code, status: "active", shareLink: `${shop.env.baseUrl}/r/${code}` });
    expect(read).toMatchObject({ availablePaise: 0, friendsBrought: 0, rewards: [] });
  });

  it("sends a share link to the shop with the code remembered", async () => {
    const response = await shop.app.request("/r/priya7k2q");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop?ref=PRIYA7K2Q");
    expect((await shop.app.request("/r/<script>")).headers.get("Location")).toBe("/shop");
  });

  it("gives a friend 10% up to ₹150 on a first order, and refuses the member's own account and a returning customer", async () => {
    const { user: owner, code } = await member();
    const friend = await shopperWithCart(shop, ["1"]); // ₹375: 10% is ₹37.50
    const applied = await shop.api(friend.user).promo.apply.$post({ json: { code: code.toLowerCase() } });
    expect(await applied.json()).toMatchObject({ code, discountPaise: 3750 });

    const big = await shopperWithCart(shop, ["bundle-4", "bundle-4"]); // ₹2,900: 10% is ₹290, capped at ₹150
    expect(await (await shop.api(big.user).promo.apply.$post({ json: { code } })).json()).toMatchObject({ discountPaise: rupees(150) });

    await shop.api(owner).cart.items.$post({ json: { productId: "1" } });
    const own = await shop.api(owner).promo.apply.$post({ json: { code } });
    expect(await errorOf(own)).toMatchObject({ title: "Promo Code Not Applicable", message: "You cannot use your own member code. Share it with friends instead." });

    const returning = await shopperWithCart(shop, ["1"]);
    await insertOrder(shop.db, returning.user.id, { status: "cancelled" });
    // A cancelled order does not count; a pending one does.
    expect((await shop.api(returning.user).promo.apply.$post({ json: { code } })).status).toBe(200);
    await insertOrder(shop.db, returning.user.id, { status: "pending" });
    const refused = await placeOrderRequest(shop, returning.user, { addressId: returning.address.id, promoCode: code, idempotencyKey: newKey() });
    expect(await errorOf(refused)).toMatchObject({ title: "Promo Code Not Applicable", message: "A member's code is for a friend's first order only." });
    expect(await cartLineCount(shop.db, returning.user.id)).toBe(1);
  });

  it("credits 5% of the friend's subtotal after discount, rounded down to the rupee, once, when the order is delivered", async () => {
    const { user: owner, code } = await member("Kavita Rao");
    // ₹375 + ₹350 = ₹725; 10% off = ₹72.50; 5% of ₹652.50 = ₹32.625 → ₹32.
    const { order } = await friendOrder(code, ["1", "2"], { deliver: false });
    expect(order).toMatchObject({ promoCode: code, discountPaise: 7250, totalPaise: rupees(652) });
    expect((await membershipOf(owner)).friendsBrought).toBe(1);
    expect((await membershipOf(owner)).rewards).toEqual([]);

    await confirmIfWaiting(shop, staff, order.id);
    for (const status of ["processing", "shipped", "delivered"] as const) expect((await moveOrderRequest(shop, staff, order.id, status)).status).toBe(200);
    // Staff cannot move a delivered order, and a second credit of the same order is refused by the ledger.
    expect((await moveOrderRequest(shop, staff, order.id, "delivered")).status).toBe(409);
    expect(await shop.db.transaction((tx) => creditCommission(tx, order.id, new Date()))).toBeUndefined();
    const { rewards, availablePaise } = await membershipOf(owner);
    expect(rewards).toEqual([expect.objectContaining({ friendFirstName: "Asha", amountPaise: rupees(32), leftPaise: rupees(32), status: "available" })]);
    expect(availablePaise).toBe(rupees(32));
    expect(Object.keys(rewards[0]!)).not.toContain("orderNumber");

    await shop.mailSettled();
    const mail = shop.sentMail.find((m) => m.to === owner.email && m.subject === "Your friend's order has earned you ₹32");
    expect(mail?.text).toContain("Asha received their order placed with your member code");
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), sql`${auditLog.after}->>'orderStatus' = 'delivered'`));
    expect(audit?.after).toMatchObject({ commissionCredited: { memberUserId: owner.id, amountPaise: rupees(32) } });
  });

  it("spends rewards oldest first after the discount, refuses a stale figure, and gives them back with their expiry on cancel", async () => {
    const { user: owner, code } = await member("Neha Gupta");
    await friendOrder(code, ["bundle-4"]); // ₹1,450 − ₹145 = ₹1,305: ₹65
    await friendOrder(code, ["1"]); // ₹375 − ₹37.50 = ₹337.50: ₹16
    expect((await membershipOf(owner)).availablePaise).toBe(rupees(81));

    await shop.api(owner).cart.items.$post({ json: { productId: "12" } }); // ₹40 + ₹50 shipping
    const ownerAddress = await saveAddress(shop, owner);
    const stale = await placeOrderRequest(shop, owner, { addressId: ownerAddress.id, rewardsPaise: rupees(81), idempotencyKey: newKey() });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ title: "Rewards changed" });
    expect(await ordersOf(shop.db, owner.id)).toHaveLength(1);

    // Never more than the subtotal: ₹40 of the ₹81, the oldest reward (₹65) first; shipping is still ₹50.
    const placed = await placeOrderRequest(shop, owner, { addressId: ownerAddress.id, rewardsPaise: rupees(40), idempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect(order).toMatchObject({ subtotalPaise: rupees(40), rewardsPaise: rupees(40), shippingPaise: rupees(50), totalPaise: rupees(50) });
    const after = await membershipOf(owner);
    expect(after.availablePaise).toBe(rupees(41));
    expect(after.rewards.map((r: { leftPaise: number }) => r.leftPaise)).toEqual([rupees(16), rupees(25)]);

    const expiriesBefore = after.rewards.map((r: { expiresAt: string }) => r.expiresAt);
    expect((await moveOrderRequest(shop, staff, order.id, "cancelled")).status).toBe(200);
    expect((await moveOrderRequest(shop, staff, order.id, "cancelled")).status).toBe(409);
    const back = await membershipOf(owner);
    expect(back.availablePaise).toBe(rupees(81));
    expect(back.rewards.map((r: { expiresAt: string }) => r.expiresAt)).toEqual(expiriesBefore);
    const rows = await shop.db.select().from(rewardLedger).where(eq(rewardLedger.orderId, order.id));
    expect(rows.map((row) => [row.kind, row.amountPaise]).sort()).toEqual([["returned", rupees(40)], ["spent", -rupees(40)]].sort());
  });

  it("expires what is left at the end of the 30th day in Asia/Kolkata, once, and a suspended member's code stops working", async () => {
    const { user: owner, code } = await member("Deepa Iyer");
    await friendOrder(code, ["bundle-4"]); // ₹65
    const [reward] = await shop.db.select().from(rewardLedger).where(and(eq(rewardLedger.memberUserId, owner.id), eq(rewardLedger.kind, "earned")));
    // Credited 1 March 2026 at 23:59 IST: spendable through 31 March, gone at midnight.
    const credited = new Date("2026-03-01T18:29:00Z");
    expect(rewardExpiresAt(credited).toISOString()).toBe("2026-03-31T18:30:00.000Z");
    await shop.db.update(rewardLedger).set({ createdAt: credited, expiresAt: rewardExpiresAt(credited) }).where(eq(rewardLedger.id, reward!.id));

    expect(await expireRewards(shop.db, new Date("2026-03-31T18:29:59Z"))).toBe(0);
    expect(await expireRewards(shop.db, new Date("2026-03-31T18:30:00Z"))).toBe(1);
    expect(await expireRewards(shop.db, new Date("2026-04-02T00:00:00Z"))).toBe(0);
    const { rewards, availablePaise } = await membershipOf(owner);
    expect(availablePaise).toBe(0);
    expect(rewards).toEqual([expect.objectContaining({ amountPaise: rupees(65), leftPaise: 0, status: "expired" })]);

    await shop.db.update(members).set({ status: "suspended" }).where(eq(members.userId, owner.id));
    const friend = await shopperWithCart(shop, ["1"]);
    const refused = await shop.api(friend.user).promo.apply.$post({ json: { code } });
    expect(await errorOf(refused)).toMatchObject({ title: "Invalid Promo Code" });
  });

  it("reminds a member once, a few days before a reward's last day, however many sweeps run", async () => {
    const { user: owner, code } = await member("Lata Menon");
    await friendOrder(code, ["bundle-4"]); // ₹65
    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await shop.db.update(rewardLedger).set({ expiresAt: inTwoDays }).where(and(eq(rewardLedger.memberUserId, owner.id), eq(rewardLedger.kind, "earned")));
    const sweeps = [1, 2].map(() => startRewardSweep({ db: shop.db, emails: shop.emails, logger: createLogger("silent"), baseUrl: shop.env.baseUrl, intervalMs: 60_000 }));
    await Promise.all(sweeps.map((sweep) => sweep.stop()));
    await shop.mailSettled();
    const reminders = shop.sentMail.filter((mail) => mail.to === owner.email && mail.subject.startsWith("Your ₹65 reward expires on"));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(`${shop.env.baseUrl}/account?tab=membership`);
    expect((await membershipOf(owner)).rewards[0]).toMatchObject({ status: "available", leftPaise: rupees(65) });
  });

  it("writes to a member who chose Hindi in Hindi: the reward earned and its reminder, linking to the Hindi account page", async () => {
    const { user: owner, code } = await member("Sunita Verma");
    expect((await shop.request("PUT", "/api/profile/language", { cookie: owner.cookie, body: { language: "hi" } })).status).toBe(200);
    await friendOrder(code, ["bundle-4"]); // ₹65
    await shop.mailSettled();
    const earned = shop.sentMail.find((mail) => mail.to === owner.email && mail.subject === "आपके दोस्त के ऑर्डर से आपको ₹65 मिले हैं");
    expect(earned?.text).toContain("नमस्ते Sunita,");
    expect(earned?.text).toContain("Asha को आपके मेंबर कोड से किया गया ऑर्डर मिल गया है, इसलिए आपको ₹65 के रिवॉर्ड मिले हैं।");
    expect(earned?.text).toContain('इसे चेकआउट पर "मेरे रिवॉर्ड इस्तेमाल करें" से');
    expect(earned?.text).toContain(`अपने रिवॉर्ड देखें: ${shop.env.baseUrl}/hi/account?tab=membership`);
    expect(earned?.html).toContain('<html lang="hi">');

    const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await shop.db.update(rewardLedger).set({ expiresAt: inTwoDays }).where(and(eq(rewardLedger.memberUserId, owner.id), eq(rewardLedger.kind, "earned")));
    await startRewardSweep({ db: shop.db, emails: shop.emails, logger: createLogger("silent"), baseUrl: shop.env.baseUrl, intervalMs: 60_000 }).stop();
    await shop.mailSettled();
    const reminder = shop.sentMail.find((mail) => mail.to === owner.email && mail.subject.startsWith("आपका ₹65 का रिवॉर्ड"));
    expect(reminder?.subject).toMatch(/^आपका ₹65 का रिवॉर्ड \d+ \S+ \d{4} को ख़त्म हो रहा है$/);
    expect(reminder?.text).toContain("आपके पास अभी ₹65 के रिवॉर्ड खर्च करने को बचे हैं।");
    expect(reminder?.text).toContain(`ख़रीदारी करें और अपने रिवॉर्ड इस्तेमाल करें: ${shop.env.baseUrl}/hi/account?tab=membership`);
  });

  it("stops giving the friend discount while the programme is off", async () => {
    const { code } = await member("Sunita Das");
    await shop.db.update(membershipSettings).set({ enabled: false });
    try {
      const friend = await shopperWithCart(shop, ["1"]);
      expect(await errorOf(await shop.api(friend.user).promo.apply.$post({ json: { code } }))).toMatchObject({ title: "Invalid Promo Code" });
    } finally {
      await shop.db.update(membershipSettings).set({ enabled: true });
    }
  });

  it("spends the same rewards once when 50 checkouts arrive at once", async () => {
    const { user: owner, code } = await member("Anita Roy");
    await friendOrder(code, ["bundle-4"]); // ₹65
    const address = await saveAddress(shop, owner);
    await shop.api(owner).cart.items.$post({ json: { productId: "1" } }); // ₹375
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeOrderRequest(shop, owner, { addressId: address.id, rewardsPaise: rupees(65), idempotencyKey: newKey() })),
    );
    const statuses: number[] = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 400 || status === 409)).toBe(true);
    const spent = await shop.db.select().from(rewardLedger).where(and(eq(rewardLedger.memberUserId, owner.id), eq(rewardLedger.kind, "spent")));
    expect(spent.map((row) => row.amountPaise)).toEqual([-rupees(65)]);
    const placed = await shop.db.select().from(orders).where(and(eq(orders.userId, owner.id), eq(orders.rewardsPaise, rupees(65))));
    expect(placed).toHaveLength(1);
  });
});
