import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { validate } from "~/server/http/validate";
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { adminReturnListQuerySchema, approveReturnSchema, refuseReturnSchema } from "~/shared/schemas/return-request";
import { drawDocumentsLater } from "../invoices/service";
import { commissionTakenBackMail, membershipUrl, type TakenBackCommission } from "../membership/service";
import { paymentGatewayOf, sendRefund } from "../payments/service";
import { returnApprovedMail, returnRefusedMail, type Decided } from "./mail";
import { decideReturn, getReturn, listReturns, type Decision } from "./staff-service";

/** /api/admin/returns: the queue of problems shoppers reported; each decision audited and e-mailed. */
export function staffReturnRoutes({ db, env, emails, documents, logger }: AppDeps) {
  const mail = async (tx: Transaction, decided: Decided, approved: boolean) => {
    const orderUrl = `${env.baseUrl}${localize(decided.language, paths.accountOrder.getHref(decided.orderNumber))}`;
    await emails.enqueue(tx, "return", approved ? returnApprovedMail(decided, orderUrl) : returnRefusedMail({ ...decided, note: decided.note ?? "" }, orderUrl));
  };
  const takenBackMail = (tx: Transaction, taken: TakenBackCommission) =>
    emails.enqueue(tx, "commission_taken_back", commissionTakenBackMail(taken.memberEmail, taken, membershipUrl(env.baseUrl, taken.memberLanguage)));
  const decide = async (c: { var: { user: { id: string } | null } }, id: string, decision: Decision) => {
    const outcome = await decideReturn(db, id, decision, { actorUserId: c.var.user!.id, now: env.now(), signatory: env.signatory, mail, takenBackMail });
    emails.wake();
    const view = await getReturn(db, id);
    drawDocumentsLater(db, documents, view.orderId); // the credit note's PDF
    if (outcome.replacementOrderId) drawDocumentsLater(db, documents, outcome.replacementOrderId); // the challan's
    // Sent after the commit: the gateway is never called while the decision could still roll back.
    if (outcome.refundId && outcome.throughGateway) {
      const gateway = await paymentGatewayOf(env);
      if (gateway) {
        const sent = await sendRefund(db, gateway, outcome.refundId);
        if (!sent.ok) logger.warn("return refund not sent", { refundId: outcome.refundId, message: sent.message });
      }
    }
    return view;
  };
  return new Hono<AppEnv>()
    .get("/", validate("query", adminReturnListQuerySchema), async (c) => c.json(await listReturns(db, c.req.valid("query")), 200))
    .get("/:id", validate("param", idParamSchema), async (c) => c.json({ request: await getReturn(db, c.req.valid("param").id) }, 200))
    .post("/:id/approve", validate("param", idParamSchema), validate("json", approveReturnSchema), async (c) =>
      c.json({ request: await decide(c, c.req.valid("param").id, { approve: true, note: c.req.valid("json").note ?? null }) }, 200),
    )
    .post("/:id/refuse", validate("param", idParamSchema), validate("json", refuseReturnSchema), async (c) =>
      c.json({ request: await decide(c, c.req.valid("param").id, { approve: false, note: c.req.valid("json").reason }) }, 200),
    );
}
