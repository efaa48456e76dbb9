import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { clientAddress, enforceLimits, type Limit } from "~/server/http/rate-limit";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { answerLanguage } from "~/server/i18n/language";
import { localize, type Lang } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { complaintLookupSchema, raiseComplaintSchema } from "~/shared/schemas/complaint";
import { complaintReceivedMail } from "./mail";
import { listMyComplaints, lookUpComplaint, raiseComplaint } from "./service";

/** Complaints per client address: a household with a few problems, not a script filling the officer's queue. */
export const COMPLAINT_LIMIT: Limit = { max: 10, windowSeconds: 60 * 60 };
/** Signed-out lookups per client address, as for other public lookups: enough for typos, too few to guess tickets. */
export const COMPLAINT_LOOKUP_LIMIT: Limit = { max: 20, windowSeconds: 15 * 60 };

/** The link in every complaint e-mail: the page, in the ticket's language, that follows a ticket by its number. */
export const followUrl = (baseUrl: string, ticket: { ticketNumber: string; language: Lang }) =>
  `${baseUrl}${localize(ticket.language, paths.complaints.getHref({ ticket: ticket.ticketNumber }))}`;

/** /api/complaints: raise one (signed in or not), follow one's own (signed in) or by number and e-mail. */
export function complaintRoutes({ db, env, logger, emails }: Pick<AppDeps, "db" | "env" | "logger" | "emails">) {
  const limitBy = (c: Parameters<typeof clientAddress>[0], name: string, limit: Limit) => {
    const address = clientAddress(c, env.TRUST_PROXY);
    return address ? enforceLimits(c, db, logger, [{ key: `${name}|ip|${address}`, limit }]) : Promise.resolve();
  };
  return new Hono<AppEnv>()
    .post("/", validate("json", raiseComplaintSchema), async (c) => {
      await limitBy(c, "complaints", COMPLAINT_LIMIT);
      const user = c.var.user;
      const complaint = await raiseComplaint(db, user ? { userId: user.id, email: user.email } : null, c.req.valid("json"), env.now(), answerLanguage(c), (tx, row) =>
        emails.enqueue(tx, "complaint", complaintReceivedMail(row, followUrl(env.baseUrl, row))),
      );
      emails.wake();
      return c.json({ complaint }, 201);
    })
    .post("/lookup", validate("json", complaintLookupSchema), async (c) => {
      await limitBy(c, "complaint-lookup", COMPLAINT_LOOKUP_LIMIT);
      return c.json({ complaint: await lookUpComplaint(db, c.req.valid("json"), env.now()) }, 200);
    })
    .get("/mine", requireUser, async (c) => c.json({ complaints: await listMyComplaints(db, c.var.user!.id, env.now()) }, 200));
}
