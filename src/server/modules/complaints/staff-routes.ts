import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { validate } from "~/server/http/validate";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { adminComplaintListQuerySchema, complaintReplySchema } from "~/shared/schemas/complaint";
import type { MailMessage } from "~/server/mail/transport";
import { complaintClosedMail, complaintReplyMail } from "./mail";
import type { ComplaintRow } from "./records";
import { followUrl } from "./routes";
import { acknowledgeComplaint, closeComplaint, getComplaint, listComplaints, replyToComplaint } from "./staff-service";

/** /api/admin/complaints: the grievance officer's queue; each change audited and e-mailed to the shopper. */
export function staffComplaintRoutes({ db, env, emails }: Pick<AppDeps, "db" | "env" | "emails">) {
  const mailing = (write: (row: ComplaintRow, url: string) => MailMessage) => (tx: Transaction, row: ComplaintRow) =>
    emails.enqueue(tx, "complaint", write(row, followUrl(env.baseUrl, row)));
  const change = (c: { var: { user: { id: string } | null } }) => ({ actorUserId: c.var.user!.id, now: env.now() });
  return new Hono<AppEnv>()
    .get("/", validate("query", adminComplaintListQuerySchema), async (c) => c.json(await listComplaints(db, c.req.valid("query"), env.now()), 200))
    .get("/:id", validate("param", idParamSchema), async (c) => c.json({ complaint: await getComplaint(db, c.req.valid("param").id, env.now()) }, 200))
    .post("/:id/acknowledge", validate("param", idParamSchema), async (c) => c.json({ complaint: await acknowledgeComplaint(db, c.req.valid("param").id, change(c)) }, 200))
    .post("/:id/replies", validate("param", idParamSchema), validate("json", complaintReplySchema), async (c) => {
      const { body } = c.req.valid("json");
      const complaint = await replyToComplaint(db, c.req.valid("param").id, body, change(c), mailing((row, url) => complaintReplyMail(row, body, url)));
      emails.wake();
      return c.json({ complaint }, 201);
    })
    .post("/:id/close", validate("param", idParamSchema), async (c) => {
      const complaint = await closeComplaint(db, c.req.valid("param").id, change(c), mailing(complaintClosedMail));
      emails.wake();
      return c.json({ complaint }, 200);
    });
}
