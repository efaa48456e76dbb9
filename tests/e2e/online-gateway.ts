import type { Page } from "@playwright/test";
import { paymentSignature, startRazorpayStandIn, TEST_RAZORPAY_KEYS, type RazorpayStandIn } from "../../src/server/test/razorpay-stand-in";
import { startAdminServer, type AdminServer } from "./admin-server";
import { test } from "./fixtures";

// The shared e2e server has no gateway keys, so the online-payment journeys run against a server of
// their own with test keys, its Razorpay SDK answered by the stand-in.

export type GatewayShop = { gateway: RazorpayStandIn; server: AdminServer };

/** Starts, for the describe block it is called in, the stand-in and a server whose SDK it answers; both are set once its beforeAll has run. */
export function useGatewayShop(): GatewayShop {
  const shop = {} as GatewayShop;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    shop.gateway = await startRazorpayStandIn();
    shop.server = await startAdminServer({ ...TEST_RAZORPAY_KEYS, RAZORPAY_API_URL: shop.gateway.url });
  });
  test.afterAll(async () => {
    await shop.server?.stop();
    await shop.gateway?.close();
  });
  return shop;
}

/** Answers Checkout's script with a stub: its first window is closed, the next one pays through the stand-in. Returns how often the script was loaded. */
export async function serveCheckoutStub(page: Page, gateway: RazorpayStandIn): Promise<() => number> {
  let loads = 0;
  await page.exposeFunction("payInStandIn", (orderId: string) => {
    const payment = gateway.pay(orderId);
    return { razorpay_order_id: orderId, razorpay_payment_id: payment.id, razorpay_signature: paymentSignature(orderId, payment.id) };
  });
  await page.route("https://checkout.razorpay.com/v1/checkout.js", async (route) => {
    loads += 1;
    await route.fulfill({
      contentType: "application/javascript",
      body: `window.Razorpay = class {
        static opened = 0;
        constructor(options) { this.options = options; }
        on() {}
        open() {
          window.Razorpay.opened += 1;
          if (window.Razorpay.opened === 1) return setTimeout(() => this.options.modal.ondismiss(), 50);
          window.payInStandIn(this.options.order_id).then((answer) => this.options.handler(answer));
        }
      };`,
    });
  });
  return () => loads;
}
