import { Hono } from "hono";
import { CUSTOMER_NOTIFIED_STATUSES } from "~/shared/order-status";
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { shopDateOf } from "~/shared/delivery";
import {
  adminOrderExportQuerySchema,
  adminOrderListQuerySchema,
  moveOrderSchema,
  ORDER_EXPORT_LIMIT,
  PACKING_SLIP_BATCH_LIMIT,
  packingSlipBatchQuerySchema,
} from "~/shared/schemas/admin-orders";
import type { AppDeps, AppEnv } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { notFound } from "~/server/http/errors";
import { validate } from "~/server/http/validate";
import { csvHeaders } from "~/server/lib/csv";
import { pdfHeaders } from "~/server/lib/pdf";
import { drawDocumentsLater } from "../invoices/service";
import { membershipUrl, rewardEarnedMail } from "../membership/service";
import { ordersCsv } from "./order-export";
import { packingSlipTitle } from "./packing-slip";
import { getOrderWithItems } from "./order-reads";
import { orderStatusMail } from "./status-mail";
import { moveOrder, type MovedOrder } from "./move-order";
import { getOrderForStaff, listOrdersForStaff, ordersMatching } from "./staff-service";
import { staffCodConfirmSchema } from "~/shared/schemas/cod-confirmation";
import { confirmCodOrder, sendCancellationRefund } from "../payments/service";

export function staffOrderRoutes({ db, emails, env, documents, logger }: Pick<AppDeps, "db" | "emails" | "env" | "documents" | "logger">) {
  /** Queued in the move's own transaction, so the customer hears of every move that happened and of no other. */
  async function tellCustomer(tx: Transaction, moved: MovedOrder) {
    if (moved.credited) {
      await emails.enqueue(tx, "membership_reward", rewardEarnedMail(moved.credited.memberEmail, moved.credited, membershipUrl(env.baseUrl, moved.credited.memberLanguage)));
    }
    if (!CUSTOMER_NOTIFIED_STATUSES.includes(moved.to)) return;
    const mail = orderStatusMail(moved.customerEmail, moved, moved.to, `${env.baseUrl}${localize(moved.language, paths.accountOrder.getHref(moved.orderNumber))}`);
    if (mail) await emails.enqueue(tx, "order_status", mail);
  }

  return new Hono<AppEnv>()
    .get("/", validate("query", adminOrderListQuerySchema), async (c) => c.json(await listOrdersForStaff(db, c.req.valid("query")), 200))
    .get("/:id/packing-slip.pdf", validate("param", idParamSchema), async (c) => {
      const order = await getOrderWithItems(db, c.req.valid("param").id);
      if (!order) throw notFound("Order not found");
      const pdf = await documents.draw({ kind: "packing-slips", orders: [order], title: packingSlipTitle(order) });
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(`packing-slip-${order.orderNumber}.pdf`));
    })
    .get("/:id", validate("param", idParamSchema), async (c) => c.json({ order: await getOrderForStaff(db, c.req.valid("param").id) }, 200))
    .post("/:id/status", validate("param", idParamSchema), validate("json", moveOrderSchema), async (c) => {
      const moved = await moveOrder(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json"), tellCustomer, env.now(), env.signatory);
      emails.wake();
      if (moved.to === "cancelled" || moved.to === "returned_to_origin") drawDocumentsLater(db, documents, moved.orderId); // the credit note's PDF
      await sendCancellationRefund({ db, env, logger }, moved.refund);
      return c.json({ order: await getOrderForStaff(db, moved.orderId) }, 200);
    })
    // "Confirmed by phone": the note says what the shopper said, and goes into the audit log.
    .post("/:id/cod-confirmation", validate("param", idParamSchema), validate("json", staffCodConfirmSchema), async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getOrderWithItems(db, id))) throw notFound("Order not found");
      await confirmCodOrder(db, id, { via: "phone", actorUserId: c.var.user!.id, note: c.req.valid("json").note }, env.now());
      return c.json({ order: await getOrderForStaff(db, id) }, 200);
    });
}

/** Says when a download stopped at its limit (its file name says so too). */
const cappedHeader = (more: boolean, limit: number): Record<string, string> => (more ? { "X-Orders-Capped": `Only the first ${limit} matching orders are included` } : {});

/** Under /api/admin/order-exports: a static name beside "/:id" would make Hono's RegExpRouter refuse the route set. */
export function staffOrderExportRoutes({ db, env, documents }: Pick<AppDeps, "db" | "env" | "documents">) {
  return new Hono<AppEnv>()
    .get("/orders.csv", validate("query", adminOrderExportQuerySchema), async (c) => {
      const filters = c.req.valid("query");
      const { orders, more } = await ordersMatching(db, filters, { limit: ORDER_EXPORT_LIMIT });
      const fileName = `orders-${filters.status ?? "all"}-${shopDateOf(env.now())}${more ? `-first-${ORDER_EXPORT_LIMIT}` : ""}.csv`;
      return c.body(ordersCsv(orders), 200, { ...csvHeaders(fileName), ...cappedHeader(more, ORDER_EXPORT_LIMIT) });
    })
    .get("/packing-slips.pdf", validate("query", packingSlipBatchQuerySchema), async (c) => {
      const filters = c.req.valid("query");
      const { orders, more } = await ordersMatching(db, filters, { limit: PACKING_SLIP_BATCH_LIMIT, oldestFirst: true });
      if (orders.length === 0) throw notFound(`No orders are ${filters.status}${filters.q || filters.from || filters.to ? " that match these filters" : ""}`);
      const fileName = `packing-slips-${filters.status}-${shopDateOf(env.now())}${more ? `-first-${PACKING_SLIP_BATCH_LIMIT}` : ""}.pdf`;
      const pdf = await documents.draw({ kind: "packing-slips", orders, title: `Packing slips: ${orders.length} ${filters.status} orders` });
      return c.body(new Uint8Array(pdf), 200, { ...pdfHeaders(fileName), ...cappedHeader(more, PACKING_SLIP_BATCH_LIMIT) });
    });
}
