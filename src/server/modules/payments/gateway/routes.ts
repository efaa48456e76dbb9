import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppDeps, AppEnv } from "~/server/context";
import { ApiError, errorResponse } from "~/server/http/errors";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { gatewayRefundSchema, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, verifyGatewayPaymentSchema } from "~/shared/schemas/gateway-payment";
import { orderNumberParamSchema } from "~/shared/schemas/order";
import { startGatewayPayment, verifyGatewayPayment } from "./payments";
import { paymentGatewayOf } from "./razorpay";
import { listOrderRefunds, refundThroughGateway } from "./refunds";
import { receiveGatewayWebhook } from "./webhook";

/** Where Razorpay posts its events (set this URL and RAZORPAY_WEBHOOK_SECRET in its dashboard). */
export const GATEWAY_WEBHOOK_PATH = "/api/payments/razorpay/webhook";

/** Razorpay's payloads are a few kilobytes; the limit only keeps a stranger from filling memory. */
const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

type Deps = Pick<AppDeps, "db" | "env" | "logger">;

async function gatewayOrRefuse(env: AppDeps["env"]) {
  const gateway = await paymentGatewayOf(env);
  if (!gateway) throw new ApiError(409, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, { title: "Online Payment unavailable" });
  return gateway;
}

/** GET /api/payments/gateway: whether checkout offers Online Payment. Public: it tells nothing but that. */
export function gatewayConfigRoutes({ env }: Pick<AppDeps, "env">) {
  return new Hono<AppEnv>().get("/gateway", (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ online: env.razorpay !== null });
  });
}

/** The shopper paying their own order online: open the gateway's checkout, then hand back what it answered. */
export function gatewayPaymentRoutes({ db, env, logger }: Deps) {
  return new Hono<AppEnv>()
    .use("/gateway/*", requireUser)
    .post("/gateway/orders/:orderNumber/start", validate("param", orderNumberParamSchema), async (c) => {
      const gateway = await gatewayOrRefuse(env);
      return c.json({ checkout: await startGatewayPayment(db, gateway, c.var.user!, c.req.valid("param").orderNumber, env.now()) }, 200);
    })
    .post("/gateway/orders/:orderNumber/verify", validate("param", orderNumberParamSchema), validate("json", verifyGatewayPaymentSchema), async (c) => {
      const gateway = await gatewayOrRefuse(env);
      const outcome = await verifyGatewayPayment({ db, gateway, logger }, c.var.user!.id, c.req.valid("param").orderNumber, c.req.valid("json"), env.now());
      return c.json({ outcome }, 200);
    });
}

/** POST /api/payments/razorpay/webhook, mounted before the API's same-origin guard: the gateway's signature is its proof. */
export function gatewayWebhookRoutes({ db, env, logger }: Deps) {
  return new Hono<AppEnv>().post(
    "/",
    bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT_BYTES, onError: (c) => errorResponse(c, new ApiError(413, "This request is too large.")) }),
    async (c) => {
      const gateway = await paymentGatewayOf(env);
      if (!gateway) return errorResponse(c, new ApiError(404, "Not found"));
      const delivery = { rawBody: await c.req.text(), signature: c.req.header("X-Razorpay-Signature"), eventId: c.req.header("X-Razorpay-Event-Id") };
      const { repeat, outcome } = await receiveGatewayWebhook({ db, gateway, logger }, delivery, env.now());
      return c.json({ received: true, repeat, outcome }, 200);
    },
  );
}

/** /api/admin/payments: an online order's refunds, and a new one through the gateway (staff only, audited). */
export function staffGatewayRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>()
    .get("/orders/:id/refunds", validate("param", idParamSchema), async (c) =>
      c.json({ refunds: await listOrderRefunds(db, c.req.valid("param").id), online: env.razorpay !== null }, 200),
    )
    .post("/orders/:id/refunds", validate("param", idParamSchema), validate("json", gatewayRefundSchema), async (c) => {
      const gateway = await gatewayOrRefuse(env);
      const refund = await refundThroughGateway(db, gateway, c.var.user!.id, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ refund: { ...refund, createdAt: refund.createdAt.toISOString(), sentAt: refund.sentAt?.toISOString() ?? null } }, 201);
    });
}
