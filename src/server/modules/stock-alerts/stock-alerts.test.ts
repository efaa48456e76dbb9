import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { stockAlerts } from "~/server/db/schema/stock-alerts";
import { bodyOf, errorOf, fieldErrorsOf } from "~/server/test/answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff, type TestUser } from "~/server/test/users";
import type { MailMessage } from "~/server/mail/transport";
import { notifyRestocked } from "./service";

// Back in stock (docs/decisions/068): "Notify me" on a sold-out size, double opt-in signed out, one
// e-mail per confirmed request when staff restock it, an unsubscribe link in it.

const linkIn = (mail: MailMessage, path: string) => new URL(mail.text.match(new RegExp(`https?://\\S+${path}\\S*`))![0]);

describe("back-in-stock requests", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const setStock = (sizeId: string, onHand: number, user: TestUser = staff) =>
    shop.api(user).admin.catalogue[":id"].sizes[":sizeId"].stock.$post({ param: { id: sizeId, sizeId }, json: { tracked: true, onHand, note: "Batch arrived" } });
  const notifyMe = (productId: string, json: { email?: string } = {}, user?: TestUser) => shop.api(user)["stock-alerts"].$post({ json: { productId, sizeId: productId, ...json } });
  const mailTo = async (to: string) => (await shop.mailSettled(), shop.sentMail.filter((mail) => mail.to === to));
  const soldOut = async (sizeId: string) => bodyOf(setStock(sizeId, 0));

  it("refuses a size that is in stock, and one that is not sold", async () => {
    const answer = await notifyMe("2", { email: "early@example.com" });
    expect(answer.status).toBe(409);
    expect((await errorOf(answer)).message).toBe("Good news: this is in stock now. Add it to your cart.");
    expect((await notifyMe("no-such-item", { email: "early@example.com" })).status).toBe(404);
    expect(await shop.db.$count(stockAlerts)).toBe(0);
  });

  it("signed out: e-mails a confirmation link, sends nothing on restock until it is confirmed, then exactly one e-mail with an unsubscribe link", async () => {
    await soldOut("3");
    const email = `asha-${Date.now()}@example.com`;
    const unconfirmed = `ravi-${Date.now()}@example.com`;
    expect(await bodyOf(notifyMe("3", { email }))).toMatchObject({ status: "pending" });
    await bodyOf(notifyMe("3", { email: unconfirmed }));
    // Asking again sends no second confirmation.
    await bodyOf(notifyMe("3", { email: email.toUpperCase() }));
    const [confirmation, ...more] = await mailTo(email);
    expect(more).toHaveLength(0);
    const token = linkIn(confirmation!, "/notify-me/confirm").searchParams.get("token")!;
    expect(await bodyOf(shop.api()["stock-alerts"].confirm[":token"].$get({ param: { token } }))).toMatchObject({ state: "open", productName: "Organic Arhar Dal 500gm (500 g)" });
    // The Hindi confirmation page names the product in Hindi.
    const inHindi = { headers: { "Accept-Language": "hi" } };
    expect(await bodyOf(shop.api()["stock-alerts"].confirm[":token"].$get({ param: { token } }, inHindi))).toMatchObject({ state: "open", productName: "ऑर्गेनिक अरहर दाल 500 ग्राम (500 g)" });
    expect(await bodyOf(shop.api()["stock-alerts"].confirm[":token"].$post({ param: { token } }, inHindi))).toMatchObject({ state: "confirmed", inStock: false, productName: "ऑर्गेनिक अरहर दाल 500 ग्राम (500 g)" });
    // Single use: a second press changes nothing and says so.
    expect(await bodyOf(shop.api()["stock-alerts"].confirm[":token"].$post({ param: { token } }))).toMatchObject({ state: "confirmed" });
    expect(await bodyOf(shop.api(staff).admin["stock-alerts"].$get())).toEqual({ waiting: [{ itemId: "3", sizeId: "3", waiting: 1 }] });

    await bodyOf(setStock("3", 12));
    const mails = await mailTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("Confirm"), expect.stringContaining("is back in stock")]);
    expect(mails[1]!.text).toContain("/shop/");
    expect(await mailTo(unconfirmed)).toHaveLength(1);
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.action, "catalogue.stock")).orderBy(auditLog.createdAt).then((rows) => rows.slice(-1));
    expect(audit!.after).toMatchObject({ stockOnHand: 12, backInStockEmails: 1 });

    // Used up: selling out and restocking again sends nothing more.
    await soldOut("3");
    await bodyOf(setStock("3", 5));
    expect(await mailTo(email)).toHaveLength(2);
    expect(await bodyOf(shop.api(staff).admin["stock-alerts"].$get())).toEqual({ waiting: [] });

    // The unsubscribe link ends every request the address still has waiting.
    await soldOut("4");
    const [row] = await shop.db.insert(stockAlerts).values({ itemId: "4", sizeId: "4", email, status: "waiting", confirmedAt: new Date() }).returning();
    const unsubscribe = linkIn(mails[1]!, "/unsubscribe");
    expect(unsubscribe.searchParams.get("list")).toBe("stock-alerts");
    await bodyOf(shop.api()["stock-alerts"].unsubscribe[":token"].$post({ param: { token: unsubscribe.searchParams.get("token")! } }));
    expect((await shop.db.select().from(stockAlerts).where(eq(stockAlerts.id, row!.id)))[0]!.status).toBe("unsubscribed");
    await bodyOf(setStock("4", 5));
    expect(await mailTo(email)).toHaveLength(2);
  });

  it("asked on a Hindi page: the confirmation and the alert in Hindi, with the Hindi name and links to the Hindi pages", async () => {
    await soldOut("8");
    const hindi = { headers: { "Accept-Language": "hi" } };
    const email = `meena-${Date.now()}@example.com`;
    await bodyOf(shop.api()["stock-alerts"].$post({ json: { productId: "8", sizeId: "8", email } }, hindi));
    const signedIn = await shop.signUp();
    await bodyOf(shop.api(signedIn)["stock-alerts"].$post({ json: { productId: "8", sizeId: "8" } }, hindi));
    expect((await shop.db.select({ language: stockAlerts.language }).from(stockAlerts).where(eq(stockAlerts.sizeId, "8"))).map((row) => row.language)).toEqual(["hi", "hi"]);

    const [confirmation] = await mailTo(email);
    expect(confirmation?.subject).toMatch(/^पुष्टि करें: मसूर दाल.* उपलब्ध होने पर मुझे ईमेल करें$/);
    expect(confirmation?.text).toContain("नमस्ते,");
    expect(confirmation?.text).toContain("कृपया 72 घंटे के अंदर पुष्टि करें।");
    expect(confirmation?.html).toContain('<html lang="hi">');
    const confirmLink = linkIn(confirmation!, "/notify-me/confirm");
    expect(confirmLink.pathname).toBe("/hi/notify-me/confirm");
    await bodyOf(shop.api()["stock-alerts"].confirm[":token"].$post({ param: { token: confirmLink.searchParams.get("token")! } }));

    await bodyOf(setStock("8", 10));
    for (const to of [email, signedIn.email]) {
      const alert = (await mailTo(to)).find((mail) => mail.subject.endsWith("फिर से स्टॉक में है"));
      expect(alert?.subject).toMatch(/^मसूर दाल/);
      expect(alert?.text).toContain("ख़ुशख़बरी: मसूर दाल");
      expect(alert?.text).toContain("इस अनुरोध पर हम बस यही एक ईमेल भेजते हैं।");
      expect(linkIn(alert!, "/shop/").pathname).toMatch(/^\/hi\/shop\//);
      expect(linkIn(alert!, "/unsubscribe").pathname).toBe("/hi/unsubscribe");
      expect(alert?.html).toContain('<html lang="hi">');
    }
  });

  it("signed in: one click, no confirmation; staff restocking twice at once send one e-mail", async () => {
    await soldOut("5");
    const shopper = await shop.signUp();
    expect(await bodyOf(notifyMe("5", {}, shopper))).toEqual({ status: "waiting", message: "We'll e-mail you when it's back in stock." });
    await bodyOf(notifyMe("5", {}, shopper));
    expect(await bodyOf(shop.api(shopper)["stock-alerts"].mine.$get())).toEqual({ sizeIds: ["5"] });
    const answers = await Promise.all([setStock("5", 20), setStock("5", 20)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const mails = await mailTo(shopper.email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining("is back in stock")]);
  });

  it("claims each request once when two restocks of a size are written at the same moment (no item lock between them)", async () => {
    await soldOut("9");
    const shopper = await shop.signUp();
    await bodyOf(notifyMe("9", {}, shopper));
    const notice = { emails: shop.emails, baseUrl: shop.env.baseUrl, now: new Date() };
    const counts = await Promise.all([1, 2].map(() => shop.db.transaction((tx) => notifyRestocked(tx, notice, "9"))));
    expect(counts.sort()).toEqual([0, 1]);
    shop.emails.wake();
    expect(await mailTo(shopper.email)).toHaveLength(1);
  });

  it("keeps requests for an item staff hid until it is back in the shop", async () => {
    await soldOut("6");
    const shopper = await shop.signUp();
    await bodyOf(notifyMe("6", {}, shopper));
    await shop.db.update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, "6"));
    await bodyOf(setStock("6", 3));
    expect(await mailTo(shopper.email)).toHaveLength(0);
    expect((await shop.db.select().from(stockAlerts).where(eq(stockAlerts.userId, shopper.id)))[0]!.status).toBe("waiting");
    await shop.db.update(catalogueItems).set({ active: true }).where(eq(catalogueItems.id, "6"));
    await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.id, "6"));
    await bodyOf(setStock("6", 3));
    expect(await mailTo(shopper.email)).toHaveLength(1);
  });

  it("refuses a signed-out request without an address, and a link that is not one", async () => {
    await soldOut("7");
    const answer = await notifyMe("7");
    expect(await fieldErrorsOf(answer)).toEqual({ email: "Please enter your email address" });
    const token = "A".repeat(43);
    expect((await shop.api()["stock-alerts"].confirm[":token"].$post({ param: { token } })).status).toBe(404);
    expect((await shop.api()["stock-alerts"].unsubscribe[":token"].$post({ param: { token } })).status).toBe(404);
    expect((await shop.api()["stock-alerts"].confirm[":token"].$get({ param: { token: "short" } })).status).toBe(400);
  });
});
