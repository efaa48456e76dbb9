import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { orderConfirmationMail } from "./confirmation-mail";
import { listOrdersQuerySchema, orderNumberParamSchema, placeOrderSchema } from "~/shared/schemas/order";
import { toCustomerView } from "./records";
import { getCustomerOrder, listCustomerOrders } from "./order-reads";
import { placeOrder } from "./service";
import { ordersPlaced } from "../../http/metrics";
import { paths } from "~/shared/paths";
import { customerDocumentHref } from "~/shared/invoice";
import { getCustomerOrderDetail } from "./customer-detail";
import { createSlots } from "~/server/lib/slots";
import { drawDocumentsLater } from "../invoices/service";

/** The shopper's own orders: every query is filtered by the session's user id. */
export function orderRoutes({ db, emails, env, documents }: AppDeps) {
  // Half the pool for placing orders, the other half always free for every other request (decision 046).
  const orderSlot = createSlots(Math.max(1, Math.floor(env.DB_POOL_MAX / 2)));
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", listOrdersQuerySchema), async (c) => c.json(await listCustomerOrders(db, c.var.user!.id, c.req.valid("query"))))
    .get("/number/:orderNumber", validate("param", orderNumberParamSchema), async (c) =>
      c.json(await getCustomerOrderDetail(db, c.var.user!.id, c.req.valid("param").orderNumber)),
    )
    // Under "/id": a parameter beside the static "/number" would make Hono's RegExpRouter refuse the route set.
    .get("/id/:id", async (c) => c.json({ order: toCustomerView(await getCustomerOrder(db, c.var.user!.id, c.req.param("id"))) }))
    .post("/", validate("json", placeOrderSchema), async (c) => {
      const user = c.var.user!;
      // Queued in the order's own transaction: no order without its e-mail, no e-mail without its order.
      const { order, created } = await orderSlot(() =>
        placeOrder(
          db,
          user.id,
          c.req.valid("json"),
          (tx, placed) =>
            emails.enqueue(
              tx,
              "order_confirmation",
              orderConfirmationMail(user.email, placed, `${env.baseUrl}${paths.accountOrder.getHref(placed.orderNumber)}`, `${env.baseUrl}${customerDocumentHref(placed.orderNumber, "invoice")}`),
            ),
          env.now(),
          env.signatory,
        ),
      );
      if (created) {
        ordersPlaced.inc();
        emails.wake();
        // The invoice's PDF is drawn after the answer, on a document thread, once no order is being placed (decisions 046, 050).
        drawDocumentsLater(db, documents, order.id, orderSlot.idle);
      }
      return c.json({ order: toCustomerView(order), created }, created ? 201 : 200);
    });
}
