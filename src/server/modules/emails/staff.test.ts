import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { outgoingEmails } from "~/server/db/schema/emails";
import { bodyOf } from "~/server/test/answers";
import { createTestApp } from "~/server/test/app";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { waitFor } from "~/server/test/mail";
import { setUpOnce } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { startFakeSmtp } from "~/server/test/smtp";
import { signUpStaff } from "~/server/test/users";

// docs/product-rules.md#e-mails: staff see the messages that failed and can send one again.

describe("staff and failed e-mails", () => {
  const smtp = setUpOnce(() => startFakeSmtp(), (server) => server.stop());
  // One retry: a message fails for good within a few seconds here.
  const shop = setUpOnce(() => createTestApp({ env: { SMTP_URL: smtp.url, EMAIL_RETRY_LIMIT: "1" } }), (app) => app.close());
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const emails = () => shop.api(staff).admin.emails;

  /** A confirmation and a reset for a new shopper, both failed for good while SMTP is down. */
  async function failedMessages() {
    await smtp.stop();
    const { user, address } = await shopperWithCart(shop, ["1"]);
    expect((await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).status).toBe(201);
    await shop.request("POST", "/api/auth/request-password-reset", { body: { email: user.email } });
    const mine = () => shop.db.select().from(outgoingEmails).where(eq(outgoingEmails.recipient, user.email));
    await waitFor(async () => (await mine()).filter((row) => row.status === "failed").length === 2, shop.emails, 20_000, "both messages failed");
    await smtp.start();
    const rows = await mine();
    return { user, confirmation: rows.find((row) => row.kind === "order_confirmation")!, reset: rows.find((row) => row.kind === "password_reset")! };
  }

  it("lists failed messages with their attempts and error but never their text, and resends one exactly once", async () => {
    const { user, confirmation, reset } = await failedMessages();
    expect(confirmation.attempts).toBe(2);
    // The reset link is not kept once the message is given up.
    expect(reset.textBody).toBe("");

    const page = await bodyOf(emails().$get({ query: { status: "failed" } }));
    const listed = page.rows.find((row) => row.id === confirmation.id);
    expect(listed).toEqual({
      id: confirmation.id,
      kind: "order_confirmation",
      recipient: user.email,
      subject: confirmation.subject,
      status: "failed",
      attempts: 2,
      lastError: expect.stringMatching(/ECONNREFUSED/),
      createdAt: confirmation.createdAt.toISOString(),
      sentAt: null,
    });
    expect(page.rows.every((row) => row.status === "failed")).toBe(true);
    expect(JSON.stringify(page)).not.toContain("reset-password?token=");

    const resent = await bodyOf(emails()[":id"].resend.$post({ param: { id: confirmation.id } }));
    expect(resent.email).toMatchObject({ id: confirmation.id, status: "queued" });
    await waitFor(async () => smtp.received.some((mail) => mail.to.includes(user.email)), shop.emails, 10_000, "the resent confirmation delivered");
    await waitFor(async () => (await shop.db.select().from(outgoingEmails).where(eq(outgoingEmails.id, confirmation.id)))[0]!.status === "sent", shop.emails, 10_000, "marked sent");
    expect(smtp.received.filter((mail) => mail.messageId === `<${confirmation.id}@localhost>`)).toHaveLength(1);

    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, "email.resend"), eq(auditLog.entityId, confirmation.id)));
    expect(audit).toMatchObject({ actorUserId: staff.id, entity: "email", before: { recipient: user.email, status: "failed", attempts: 2 }, after: { status: "queued" } });

    // Sent now: a second resend is refused, and so is any password reset.
    const again = await emails()[":id"].resend.$post({ param: { id: confirmation.id } });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { message: "This e-mail was already sent." } });
    const resetResend = await emails()[":id"].resend.$post({ param: { id: reset.id } });
    expect(resetResend.status).toBe(409);
    expect(await resetResend.json()).toEqual({ error: { message: "A password reset e-mail cannot be resent. Ask the customer to request a new link." } });
    expect(await shop.db.$count(auditLog, eq(auditLog.action, "email.resend"))).toBe(1);
  });

  it("answers 404 for an unknown message and 400 for an unknown status", async () => {
    expect((await emails()[":id"].resend.$post({ param: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    const wrong = await shop.request("GET", "/api/admin/emails?status=lost", { cookie: staff.cookie });
    expect(wrong.status).toBe(400);
  });

  it("keeps the list and resend for staff: a customer is refused", async () => {
    const customer = await shop.signUp();
    const [any] = await shop.db.select({ id: outgoingEmails.id }).from(outgoingEmails).limit(1);
    for (const [method, path] of [["GET", "/api/admin/emails"], ["POST", `/api/admin/emails/${any?.id ?? "00000000-0000-4000-8000-000000000000"}/resend`]] as const) {
      const response = await shop.request(method, path, { cookie: customer.cookie });
      expect(response.status).toBe(404);
    }
  });
});
