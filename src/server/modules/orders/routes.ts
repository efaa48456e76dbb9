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
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { customerDocumentHref } from "~/shared/invoice";
import { getCustomerOrderDetail } from "./customer-detail";
import { createSlots } from "~/server/lib/slots";
import { drawDocumentsLater } from "../invoices/service";
import { cancelOrderSchema } from "~/shared/schemas/cancel-order";
import { cancelOwnOrder } from "./cancel-order";
import { orderStatusMail } from "./status-mail";
import { ApiError } from "~/server/http/errors";
import { answerLanguage } from "~/server/i18n/language";
import { ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } from "~/shared/schemas/gateway-payment";
import { confirmCodOrder, issueCodConfirmToken, sendCancellationRefund } from "../payments/service";

/** The shopper's own orders: every query is filtered by the session's user id. */
export function orderRoutes({ db, emails, env, documents, logger }: AppDeps) {
  // A quarter of the pool for placing orders, three quarters always free for every other request (decision 077).
  const orderSlot = createSlots(Math.max(1, Math.floor(env.DB_POOL_MAX / 4)));
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", listOrdersQuerySchema), async (c) => c.json(await listCustomerOrders(db, c.var.user!.id, c.req.valid("query"), answerLanguage(c))))
    .get("/number/:orderNumber", validate("param", orderNumberParamSchema), async (c) =>
      c.json(await getCustomerOrderDetail(db, c.var.user!.id, c.req.valid("param").orderNumber, answerLanguage(c))),
    )
    .post("/number/:orderNumber/cancel", validate("param", orderNumberParamSchema), validate("json", cancelOrderSchema), async (c) => {
      const user = c.var.user!;
      const moved = await cancelOwnOrder(db, user.id, c.req.valid("param").orderNumber, c.req.valid("json"), async (tx, order) => {
        const mail = orderStatusMail(user.email, order, "cancelled", `${env.baseUrl}${localize(order.language, paths.accountOrder.getHref(order.orderNumber))}`, "Your order #{orderNumber} has been cancelled as you asked. Nothing is charged for it.");
        if (mail) await emails.enqueue(tx, "order_status", mail);
      }, env.now(), env.signatory);
      emails.wake();
      drawDocumentsLater(db, documents, moved.orderId); // the credit note's PDF
      await sendCancellationRefund({ db, env, logger }, moved.refund);
      return c.json(await getCustomerOrderDetail(db, user.id, moved.orderNumber, answerLanguage(c)), 200);
    })
    // Under "/id": a parameter beside the static "/number" would make Hono's RegExpRouter refuse the route set.
    // The order page's Confirm button: the owner's own order only; another's is a 404.
    .post("/number/:orderNumber/confirm", validate("param", orderNumberParamSchema), async (c) => {
      const user = c.var.user!;
      const { order } = await getCustomerOrderDetail(db, user.id, c.req.valid("param").orderNumber);
      await confirmCodOrder(db, order.id, { via: "order_page", actorUserId: user.id }, env.now());
      return c.json(await getCustomerOrderDetail(db, user.id, order.orderNumber, answerLanguage(c)));
    })
    .get("/id/:id", async (c) => c.json({ order: toCustomerView(await getCustomerOrder(db, c.var.user!.id, c.req.param("id"))) }))
    .post("/", validate("json", placeOrderSchema), async (c) => {
      const user = c.var.user!;
      if (c.req.valid("json").paymentMethod === "online" && !env.razorpay) {
        throw new ApiError(400, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, { fields: { paymentMethod: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } });
      }
      // Queued in the order's own transaction: no order without its e-mail, no e-mail without its order.
      const { order, created } = await orderSlot(() =>
        placeOrder(
          db,
          user.id,
          c.req.valid("json"),
          async (tx, placed) => {
            // The e-mail and its links are in the language of the checkout page.
            const lang = c.req.valid("json").language ?? "en";
            const confirmUrl = placed.awaiting?.what === "cod_confirmation" ? `${env.baseUrl}${localize(lang, paths.confirmOrder.getHref(await issueCodConfirmToken(tx, placed.id)))}` : undefined;
            const orderUrl = `${env.baseUrl}${localize(lang, paths.accountOrder.getHref(placed.orderNumber))}`;
            const payUrl = `${env.baseUrl}${localize(lang, paths.accountOrderPay.getHref(placed.orderNumber))}`;
            return emails.enqueue(tx, "order_confirmation", orderConfirmationMail(user.email, placed, lang, orderUrl, `${env.baseUrl}${customerDocumentHref(placed.orderNumber, "invoice")}`, payUrl, confirmUrl));
          },
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
