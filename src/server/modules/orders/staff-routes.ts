import { Hono } from "hono";
import { CUSTOMER_NOTIFIED_STATUSES } from "~/shared/order-status";
import { paths } from "~/shared/paths";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { adminOrderListQuerySchema, moveOrderSchema } from "~/shared/schemas/admin-orders";
import type { AppDeps, AppEnv } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { validate } from "~/server/http/validate";
import { renderDocumentsOf } from "../invoices/service";
import { rewardEarnedMail } from "../membership/service";
import { orderStatusMail } from "./status-mail";
import { getOrderForStaff, listOrdersForStaff, moveOrder, type MovedOrder } from "./staff-service";

export function staffOrderRoutes({ db, emails, env, background, logger }: Pick<AppDeps, "db" | "emails" | "env" | "background" | "logger">) {
  /** Queued in the move's own transaction, so the customer hears of every move that happened and of no other. */
  async function tellCustomer(tx: Transaction, moved: MovedOrder) {
    if (moved.credited) {
      await emails.enqueue(tx, "membership_reward", rewardEarnedMail(moved.credited.memberEmail, moved.credited, `${env.baseUrl}${paths.account.getHref()}?tab=membership`));
    }
    if (!CUSTOMER_NOTIFIED_STATUSES.includes(moved.to)) return;
    const mail = orderStatusMail(moved.customerEmail, moved, moved.to, `${env.baseUrl}${paths.accountOrder.getHref(moved.orderNumber)}`);
    if (mail) await emails.enqueue(tx, "order_status", mail);
  }

  return new Hono<AppEnv>()
    .get("/", validate("query", adminOrderListQuerySchema), async (c) => c.json(await listOrdersForStaff(db, c.req.valid("query")), 200))
    .get("/:id", validate("param", idParamSchema), async (c) => c.json({ order: await getOrderForStaff(db, c.req.valid("param").id) }, 200))
    .post("/:id/status", validate("param", idParamSchema), validate("json", moveOrderSchema), async (c) => {
      const moved = await moveOrder(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json"), tellCustomer);
      emails.wake();
      if (moved.to === "cancelled") background.run(renderDocumentsOf(db, logger, moved.orderId)); // the credit note's PDF
      return c.json({ order: await getOrderForStaff(db, moved.orderId) }, 200);
    });
}
