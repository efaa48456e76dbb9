import type { GatewayCheckout, VerifyGatewayPaymentInput } from "~/shared/schemas/gateway-payment";

// Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/):
// its script comes from Razorpay and is added to the page only when a shopper pays online.

export const GATEWAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

type CheckoutOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (answer: VerifyGatewayPaymentInput) => void;
  modal: { ondismiss: () => void };
};

type GatewayWindow = { open(): void; on(event: "payment.failed", listener: (answer: { error?: { description?: string } }) => void): void };
type GatewayConstructor = new (options: CheckoutOptions) => GatewayWindow;

let loading: Promise<GatewayConstructor> | undefined;

function loadScript(): Promise<GatewayConstructor> {
  const loaded = (window as { Razorpay?: GatewayConstructor }).Razorpay;
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<GatewayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GATEWAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const constructor = (window as { Razorpay?: GatewayConstructor }).Razorpay;
      if (constructor) resolve(constructor);
      else reject(new Error("gateway script loaded without Razorpay"));
    };
    script.onerror = () => {
      // A later Pay now tries again: a phone's network may be back.
      loading = undefined;
      script.remove();
      reject(new Error("gateway script did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

export type GatewayOutcome = { kind: "paid"; answer: VerifyGatewayPaymentInput } | { kind: "closed" } | { kind: "failed"; message: string };

/** The shop's words in the gateway's window and for a failure it gives no reason for, in the page's language. */
export type GatewayWords = { description: string; failed: string };

/** Opens the gateway's window for one order and resolves with what the shopper did there. */
export async function openGatewayCheckout(checkout: GatewayCheckout, shopName: string, words: GatewayWords): Promise<GatewayOutcome> {
  const Gateway = await loadScript();
  return new Promise((resolve) => {
    const window = new Gateway({
      key: checkout.keyId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      order_id: checkout.gatewayOrderId,
      name: shopName,
      description: words.description,
      prefill: checkout.prefill,
      theme: { color: "#235223" },
      handler: (answer) => resolve({ kind: "paid", answer }),
      modal: { ondismiss: () => resolve({ kind: "closed" }) },
    });
    window.on("payment.failed", (answer) => resolve({ kind: "failed", message: answer.error?.description ?? words.failed }));
    window.open();
  });
}
