import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { orderConfirmationMail } from "./confirmation-mail";
import { listOrdersQuerySchema, placeOrderSchema } from "~/shared/schemas/order";
import { toCustomerView } from "./records";
import { getCustomerOrder, listCustomerOrders, placeOrder } from "./service";
import { ordersPlaced } from "../../http/metrics";

/** The shopper's own orders: every query is filtered by the session's user id. */
export function orderRoutes({ db, mailer }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", listOrdersQuerySchema), async (c) => c.json(await listCustomerOrders(db, c.var.user!.id, c.req.valid("query"))))
    .get("/:id", async (c) => c.json({ order: toCustomerView(await getCustomerOrder(db, c.var.user!.id, c.req.param("id"))) }))
    .post("/", validate("json", placeOrderSchema), async (c) => {
      const user = c.var.user!;
      const { order, created } = await placeOrder(db, user.id, c.req.valid("json"));
      if (created) {
        ordersPlaced.inc();
        // After commit: a mail failure is logged and never loses the order.
        try {
          await mailer.send(orderConfirmationMail(user.email, order));
        } catch (error) {
          c.var.logger.error("order confirmation e-mail failed", { requestId: c.var.requestId, orderNumber: order.orderNumber, error });
        }
      }
      return c.json({ order: toCustomerView(order), created }, created ? 201 : 200);
    });
}
