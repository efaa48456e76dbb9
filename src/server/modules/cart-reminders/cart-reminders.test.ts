import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/server/db/schema/auth";
import { cartActivity, cartReminderConsents } from "~/server/db/schema/cart-reminders";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import type { MailMessage } from "~/server/mail/transport";
import { bodyOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { addToCart, saveAddress } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { sendCartReminders } from "./sweep";
import { seedHindi } from "~/shared/catalog/seed-hindi";

// Cart reminders (docs/decisions/068): opted in only, once per cart state after 24 idle hours, never
// for a cart that became an order; one e-mail however many sweeps run at once.

const HOUR = 3_600_000;
const linkIn = (mail: MailMessage, path: string) => new URL(mail.text.match(new RegExp(`https?://\\S+${path}\\S*`))![0]);

describe("cart reminders", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const sweep = (hoursFromNow: number) => sendCartReminders({ ...shop, baseUrl: shop.env.baseUrl }, new Date(Date.now() + hoursFromNow * HOUR));
  const optIn = (user: TestUser, optedIn = true) => bodyOf(shop.api(user)["cart-reminders"].$put({ json: { optedIn } }));
  const mailTo = async (to: string) => (await shop.mailSettled(), shop.sentMail.filter((mail) => mail.to === to && mail.subject === "You left items in your cart"));

  async function shopperWithCart(products: string[], optedIn = true) {
    const user = await shop.signUp();
    if (optedIn) await optIn(user);
    await addToCart(shop, user, products);
    return user;
  }

  it("is off by default, and on when ticked at sign-up or chosen in the account", async () => {
    const plain = await shop.signUp();
    expect(await bodyOf(shop.api(plain)["cart-reminders"].$get())).toEqual({ optedIn: false });
    const response = await shop.request("POST", "/api/auth/sign-up/email", { body: { name: "Meera Rao", email: `meera-${Date.now()}@example.com`, password: "mustard-oil-123", cartReminders: true } });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    expect(await shop.db.select({ optedIn: cartReminderConsents.optedIn }).from(cartReminderConsents).where(eq(cartReminderConsents.userId, user.id))).toEqual([{ optedIn: true }]);
    expect(await optIn(plain)).toEqual({ optedIn: true });
    expect(await optIn(plain, false)).toEqual({ optedIn: false });
  });

  it("never reminds a shopper who did not opt in", async () => {
    const user = await shopperWithCart(["1"], false);
    expect(await sweep(48)).not.toContain(user.id);
    expect(await mailTo(user.email)).toHaveLength(0);
  });

  it("reminds once after 24 idle hours with today's prices and stock, and again only after the cart changes and idles again", async () => {
    const user = await shopperWithCart(["2", "2", "8"]);
    await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.id, "8"));
    expect(await sweep(23)).not.toContain(user.id);
    expect(await sweep(25)).toContain(user.id);
    expect(await sweep(50)).not.toContain(user.id);
    const [mail, ...more] = await mailTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail!.text).toMatch(/2 × .+: ₹[\d,.]+ each \(in stock\)/);
    expect(mail!.text).toContain("(out of stock)");
    expect(linkIn(mail!, "/cart").pathname).toBe("/cart");

    await addToCart(shop, user, ["3"]);
    expect(await sweep(23)).not.toContain(user.id);
    expect(await sweep(25)).toContain(user.id);
    expect(await mailTo(user.email)).toHaveLength(2);
  });

  it("reminds a shopper who chose Hindi in Hindi, with links to the Hindi cart and unsubscribe pages", async () => {
    const user = await shopperWithCart(["2", "9"]);
    expect((await shop.request("PUT", "/api/profile/language", { cookie: user.cookie, body: { language: "hi" } })).status).toBe(200);
    await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.id, "9"));
    expect(await sweep(25)).toContain(user.id);
    await shop.mailSettled();
    const [mail] = shop.sentMail.filter((sent) => sent.to === user.email);
    expect(mail?.subject).toBe("आपके कार्ट में कुछ चीज़ें रह गई हैं");
    expect(mail?.text).toContain("ये चीज़ें आपके कार्ट में रह गई हैं। आज के दाम और स्टॉक के साथ:");
    expect(mail?.text).toMatch(/1 × .+: ₹[\d,.]+ प्रति नग \(स्टॉक में है\)/);
    // Each item by its Hindi name.
    expect(mail?.text).toContain(`1 × ${seedHindi["2"]!.nameHi}: `);
    expect(mail?.text).toContain(`1 × ${seedHindi["9"]!.nameHi}: `);
    expect(mail?.text).toContain("(स्टॉक में नहीं)");
    expect(mail?.text).toMatch(/उप-योग: ₹[\d,.]+/);
    expect(linkIn(mail!, "/cart").pathname).toBe("/hi/cart");
    expect(linkIn(mail!, "/unsubscribe").pathname).toBe("/hi/unsubscribe");
    expect(mail?.text).toContain("कार्ट रिमाइंडर बंद करें: ");
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it("never reminds about a cart that became an order", async () => {
    const user = await shopperWithCart(["4"]);
    const address = await saveAddress(shop, user);
    await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    expect(await sweep(48)).not.toContain(user.id);
    expect(await mailTo(user.email)).toHaveLength(0);
  });

  it("sends one e-mail when sweeps run at the same moment", async () => {
    const user = await shopperWithCart(["5"]);
    const runs = await Promise.all([sweep(25), sweep(25), sweep(25)]);
    expect(runs.flat().filter((id) => id === user.id)).toHaveLength(1);
    expect(await mailTo(user.email)).toHaveLength(1);
  });

  it("unsubscribes in one click from the e-mail, signed out", async () => {
    const user = await shopperWithCart(["6"]);
    await sweep(25);
    const [mail] = await mailTo(user.email);
    const link = linkIn(mail!, "/unsubscribe");
    expect(link.searchParams.get("list")).toBe("cart-reminders");
    await bodyOf(shop.api()["cart-reminders"].unsubscribe[":token"].$post({ param: { token: link.searchParams.get("token")! } }));
    expect(await bodyOf(shop.api(user)["cart-reminders"].$get())).toEqual({ optedIn: false });
    await addToCart(shop, user, ["7"]);
    expect(await sweep(25)).not.toContain(user.id);
  });

  it("shows staff how many reminders were followed by an order within 7 days", async () => {
    const before = await bodyOf(shop.api(staff).admin["cart-reminders"].$get());
    const user = await shopperWithCart(["1"]);
    await sweep(25);
    const address = await saveAddress(shop, user);
    await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    const lonely = await shopperWithCart(["2"]);
    await sweep(25);
    const after = await bodyOf(shop.api(staff).admin["cart-reminders"].$get());
    expect(after).toMatchObject({ days: 30, sent: before.sent + 2, ledToOrder: before.ledToOrder + 1 });
    expect(await mailTo(lonely.email)).toHaveLength(1);
  });

  it("lets an account with a cart be deleted (its cart's activity goes with it)", async () => {
    const user = await shopperWithCart(["3"]);
    await shop.db.delete(users).where(eq(users.id, user.id));
    expect(await shop.db.$count(cartActivity, eq(cartActivity.userId, user.id))).toBe(0);
  });
});
