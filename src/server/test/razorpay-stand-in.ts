import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// Razorpay's API as the SDK calls it (https://razorpay.com/docs/api/), answered from memory on a
// local port: there is no network here. Tests only; the server reaches it through RAZORPAY_API_URL.

export const TEST_RAZORPAY_KEYS = {
  RAZORPAY_KEY_ID: "rzp_test_ShopTestKey01",
  RAZORPAY_KEY_SECRET: "test-key-secret-for-signatures",
  RAZORPAY_WEBHOOK_SECRET: "test-webhook-secret-for-events",
};

/** The signature Checkout hands the browser: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (orderId: string, paymentId: string, secret = TEST_RAZORPAY_KEYS.RAZORPAY_KEY_SECRET) =>
  createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");

/** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret. */
export const webhookSignature = (rawBody: string, secret = TEST_RAZORPAY_KEYS.RAZORPAY_WEBHOOK_SECRET) => createHmac("sha256", secret).update(rawBody).digest("hex");

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;

export type StandInPayment = { id: string; entity: "payment"; amount: number; currency: "INR"; status: string; order_id: string; method: string };
type StandInCall = { method: string; path: string; body: Record<string, unknown>; authorization: string | undefined };

export async function startRazorpayStandIn() {
  const orders = new Map<string, { id: string; amount: number; receipt: string }>();
  const payments = new Map<string, StandInPayment>();
  const calls: StandInCall[] = [];
  let refundAnswer: "processed" | "pending" | "refuse" = "processed";

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  };
  const badRequest = (description: string) => ({ error: { code: "BAD_REQUEST_ERROR", description } });

  async function route(req: IncomingMessage, res: ServerResponse) {
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const path = (req.url ?? "").split("?")[0]!;
    calls.push({ method: req.method ?? "", path, body, authorization: req.headers.authorization });
    if (req.method === "POST" && path === "/v1/orders") {
      const order = { id: newId("order"), entity: "order", amount: Number(body.amount), currency: body.currency, receipt: String(body.receipt), status: "created", notes: body.notes };
      orders.set(order.id, order);
      return answer(res, 200, order);
    }
    const payment = /^\/v1\/payments\/(pay_\w+)(\/refund)?$/.exec(path);
    const found = payment && payments.get(payment[1]!);
    if (!found) return answer(res, 400, badRequest("The id provided does not exist"));
    if (req.method === "GET" && !payment![2]) return answer(res, 200, found);
    if (req.method === "POST" && payment![2]) {
      if (refundAnswer === "refuse") return answer(res, 400, badRequest("The refund amount provided is greater than amount captured"));
      return answer(res, 200, { id: newId("rfnd"), entity: "refund", amount: Number(body.amount), currency: "INR", payment_id: found.id, notes: body.notes, status: refundAnswer });
    }
    return answer(res, 404, badRequest("The requested URL was not found on the server."));
  }

  const server = createServer((req, res) => void route(req, res).catch((error: unknown) => answer(res, 500, badRequest(String(error)))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    orders,
    /** A payment the shopper made in the gateway's window for one of its orders, as payments.fetch will answer it. */
    pay(orderId: string, overrides: Partial<StandInPayment> = {}): StandInPayment {
      const order = orders.get(orderId);
      const payment: StandInPayment = { id: newId("pay"), entity: "payment", amount: order?.amount ?? 0, currency: "INR", status: "captured", order_id: orderId, method: "upi", ...overrides };
      payments.set(payment.id, payment);
      return payment;
    },
    answerRefunds(how: typeof refundAnswer) {
      refundAnswer = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;

/** A webhook body as Razorpay sends it (https://razorpay.com/docs/webhooks/payloads/payments/). */
export function webhookBody(event: string, entities: { payment?: StandInPayment; refund?: Record<string, unknown>; order?: Record<string, unknown> }): string {
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  return JSON.stringify({ entity: "event", account_id: "acc_TestAccount01", event, contains: Object.keys(entities), payload, created_at: Math.floor(Date.now() / 1000) });
}
