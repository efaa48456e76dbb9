import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { complaintReplies, complaints } from "~/server/db/schema/complaints";
import { bodyOf, errorOf, fieldErrorsOf } from "~/server/test/answers";
import { emailsTo } from "~/server/test/mail";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import type { RaiseComplaintInput } from "~/shared/schemas/complaint";

// docs/product-rules.md#complaints. The shop's clock: Monday 23 November 2026, 10:00 in India.

const form = (overrides: Partial<RaiseComplaintInput> = {}): RaiseComplaintInput => ({
  name: "Meena Kumari",
  email: "meena@example.com",
  phone: "+91 98765 43210",
  subject: "Leaking jar of oil",
  description: "The mustard oil jar arrived with a cracked lid and oil all over the box.",
  ...overrides,
});

describe("complaints with a ticket", () => {
  const shop = setUpTestApp({ env: { SHOP_TEST_NOW: "2026-11-23T10:00:00+05:30" } });
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const raise = (json: RaiseComplaintInput, user?: { cookie: string }) => shop.api(user).complaints.$post({ json });
  const lookUp = (ticketNumber: string, email: string) => shop.api().complaints.lookup.$post({ json: { ticketNumber, email } });

  it("numbers tickets GRV-year-serial without gaps or duplicates when many arrive at once, each acknowledged by e-mail", async () => {
    const before = await shop.db.$count(complaints);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => raise(form({ email: `many${index}@example.com` }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const numbers = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { complaint: { ticketNumber: string } }).complaint.ticketNumber));
    const serials = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 12 }, (_, index) => before + index + 1));
    expect(numbers.every((number) => /^GRV-2026-\d{6}$/.test(number))).toBe(true);
    const [mail] = await emailsTo(shop.db, "many0@example.com");
    expect(mail).toMatchObject({ kind: "complaint", subject: expect.stringMatching(/^We received your complaint GRV-2026-\d{6}$/) });
    expect(mail!.textBody).toContain("within 48 hours");
  });

  it("shows the ticket with its due dates and owner, and a signed-out lookup needs the number and e-mail together", async () => {
    const { complaint } = await bodyOf(raise(form({ email: "Asha@Example.com" })), 201);
    expect(complaint).toMatchObject({ status: "open", owner: "A. Example (Grievance Officer)", acknowledgeBy: "2026-11-25T04:30:00.000Z", resolveBy: "2026-12-23T04:30:00.000Z", acknowledgeOverdue: false });
    expect((await bodyOf(lookUp(complaint.ticketNumber.toLowerCase(), "asha@example.com"))).complaint.id).toBe(complaint.id);
    const wrongEmail = await lookUp(complaint.ticketNumber, "someone@example.com");
    const wrongNumber = await lookUp("GRV-2026-999999", "asha@example.com");
    expect([wrongEmail.status, wrongNumber.status]).toEqual([404, 404]);
    expect(await errorOf(wrongEmail)).toEqual(await errorOf(wrongNumber));
    expect((await lookUp("12345", "asha@example.com")).status).toBe(400);
  });

  it("links a signed-in shopper's own order, never another user's, and lists only their tickets", async () => {
    const asha = await shop.signUp();
    const ravi = await shop.signUp();
    const ashaOrder = await insertOrder(shop.db, asha.id);
    const raviOrder = await insertOrder(shop.db, ravi.id);
    const { complaint } = await bodyOf(raise(form({ email: "typed@example.com", orderNumber: ashaOrder.orderNumber }), asha), 201);
    expect(complaint).toMatchObject({ orderNumber: ashaOrder.orderNumber, email: asha.email });

    const before = await shop.db.$count(complaints);
    const refused = await raise(form({ orderNumber: raviOrder.orderNumber }), asha);
    expect(await fieldErrorsOf(refused)).toEqual({ orderNumber: "We could not find this order for your e-mail address" });
    expect(await shop.db.$count(complaints)).toBe(before);

    expect((await bodyOf(shop.api(asha).complaints.mine.$get())).complaints.map((row) => row.id)).toEqual([complaint.id]);
    expect((await bodyOf(shop.api(ravi).complaints.mine.$get())).complaints).toEqual([]);
    expect((await shop.api().complaints.mine.$get()).status).toBe(401);
  });

  it("accepts a signed-out order number only with that order's e-mail, with one answer for every refusal", async () => {
    const owner = await shop.signUp();
    const order = await insertOrder(shop.db, owner.id);
    const stranger = await raise(form({ email: "stranger@example.com", orderNumber: order.orderNumber }));
    const unknown = await raise(form({ email: "stranger@example.com", orderNumber: "ORD-1-NOSUCH" }));
    expect([stranger.status, unknown.status]).toEqual([400, 400]);
    expect(await errorOf(stranger)).toEqual(await errorOf(unknown));
    const { complaint } = await bodyOf(raise(form({ email: owner.email.toUpperCase(), orderNumber: order.orderNumber })), 201);
    expect(complaint.orderNumber).toBe(order.orderNumber);
  });

  it("refuses invalid forms with the field's message and writes nothing", async () => {
    const before = { complaints: await shop.db.$count(complaints), mail: (await emailsTo(shop.db, "bad@example.com")).length };
    const answer = await raise(form({ email: "bad@example.com", name: "", phone: "12345", subject: "Hi", description: "Too short" }));
    expect(await fieldErrorsOf(answer)).toMatchObject({
      name: "Please enter your name",
      phone: "Please enter a valid 10-digit Indian mobile number",
      subject: "Please enter a subject of 5 to 120 characters",
      description: "Please describe the problem in 20 to 2,000 characters",
    });
    expect(await shop.db.$count(complaints)).toBe(before.complaints);
    expect(await emailsTo(shop.db, "bad@example.com")).toHaveLength(before.mail);
  });

  it("lets staff acknowledge, reply (e-mailed, shown to the shopper) and close, every step audited", async () => {
    const { complaint } = await bodyOf(raise(form({ email: "follow@example.com" })), 201);
    const admin = shop.api(staff).admin.complaints;
    const queue = await bodyOf(admin.$get({ query: {} }));
    expect(queue.rows.map((row) => row.id)).toContain(complaint.id);

    expect((await bodyOf(admin[":id"].acknowledge.$post({ param: { id: complaint.id } }))).complaint.status).toBe("acknowledged");
    const empty = await admin[":id"].replies.$post({ param: { id: complaint.id }, json: { body: " " } });
    expect(empty.status).toBe(400);
    expect(await shop.db.$count(complaintReplies, eq(complaintReplies.complaintId, complaint.id))).toBe(0);
    const replied = await bodyOf(admin[":id"].replies.$post({ param: { id: complaint.id }, json: { body: "We are sending a new jar today." } }), 201);
    expect(replied.complaint.replies).toMatchObject([{ body: "We are sending a new jar today.", author: "Ravi Staff" }]);
    expect((await bodyOf(admin[":id"].close.$post({ param: { id: complaint.id } }))).complaint.status).toBe("closed");
    expect((await admin[":id"].close.$post({ param: { id: complaint.id } })).status).toBe(409);

    const seen = (await bodyOf(lookUp(complaint.ticketNumber, "follow@example.com"))).complaint;
    expect(seen).toMatchObject({ status: "closed", replies: [{ body: "We are sending a new jar today.", author: "A. Example (Grievance Officer)" }] });
    const subjects = (await emailsTo(shop.db, "follow@example.com")).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([`Reply to your complaint ${complaint.ticketNumber}`, `We received your complaint ${complaint.ticketNumber}`, `Your complaint ${complaint.ticketNumber} is closed`]);
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, complaint.id));
    expect(audit.map((row) => row.action).sort()).toEqual(["complaint.acknowledge", "complaint.close", "complaint.reply"]);
    expect(audit.every((row) => row.actorUserId === staff.id)).toBe(true);
  });

  it("writes to a ticket raised on a Hindi page in Hindi, and to one about an order in the order's language", async () => {
    const hindi = { headers: { "Accept-Language": "hi" } };
    const { complaint } = await bodyOf(shop.api().complaints.$post({ json: form({ email: "hindi@example.com" }) }, hindi), 201);
    const admin = shop.api(staff).admin.complaints;
    await bodyOf(admin[":id"].replies.$post({ param: { id: complaint.id }, json: { body: "हम आज नया डिब्बा भेज रहे हैं।" } }), 201);
    await bodyOf(admin[":id"].close.$post({ param: { id: complaint.id } }));
    const mails = await emailsTo(shop.db, "hindi@example.com");
    const bySubject = (subject: string) => mails.find((mail) => mail.subject === subject);
    const received = bySubject(`आपकी शिकायत ${complaint.ticketNumber} हमें मिल गई है`);
    expect(received?.textBody).toContain("नमस्ते Meena,");
    expect(received?.textBody).toContain(`आपकी शिकायत "Leaking jar of oil" हमें मिल गई है। आपका टिकट नंबर ${complaint.ticketNumber} है।`);
    expect(received?.textBody).toContain("48 घंटे के अंदर");
    expect(received?.textBody).toContain(`अपनी शिकायत की स्थिति देखें: ${shop.env.baseUrl}/hi/complaints?ticket=${complaint.ticketNumber}`);
    expect(received?.htmlBody).toContain('<html lang="hi">');
    const reply = bySubject(`आपकी शिकायत ${complaint.ticketNumber} का जवाब`);
    expect(reply?.textBody).toContain("हम आज नया डिब्बा भेज रहे हैं।");
    expect(reply?.textBody).toContain(`/hi/complaints?ticket=${complaint.ticketNumber}`);
    expect(bySubject(`आपकी शिकायत ${complaint.ticketNumber} बंद कर दी गई है`)?.textBody).toContain("नई शिकायत दर्ज करें");

    // Asked about on an English page, an order placed in Hindi still hears in Hindi.
    const asha = await shop.signUp();
    const order = await insertOrder(shop.db, asha.id, { language: "hi" });
    const about = await bodyOf(raise(form({ orderNumber: order.orderNumber }), asha), 201);
    const [mail] = await emailsTo(shop.db, asha.email);
    expect(mail?.subject).toBe(`आपकी शिकायत ${about.complaint.ticketNumber} हमें मिल गई है`);
    expect(mail?.textBody).toContain(`/hi/complaints?ticket=${about.complaint.ticketNumber}`);
  });

  it("keeps the queue to staff: signed out 401, a customer the back office's 404, nothing changed", async () => {
    const { complaint } = await bodyOf(raise(form()), 201);
    const customer = await shop.signUp();
    expect((await shop.api().admin.complaints.$get({ query: {} })).status).toBe(401);
    expect((await shop.api(customer).admin.complaints.$get({ query: {} })).status).toBe(404);
    expect((await shop.api(customer).admin.complaints[":id"].close.$post({ param: { id: complaint.id } })).status).toBe(404);
    expect((await shop.api(customer).admin.complaints[":id"].replies.$post({ param: { id: complaint.id }, json: { body: "Closed by me" } })).status).toBe(404);
    const [row] = await shop.db.select().from(complaints).where(eq(complaints.id, complaint.id));
    expect(row).toMatchObject({ status: "open", closedAt: null });
    expect(await shop.db.$count(complaintReplies, eq(complaintReplies.complaintId, complaint.id))).toBe(0);
  });
});
