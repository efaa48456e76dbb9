// UPI without a gateway: the deep link of NPCI's UPI linking specification (docs/decisions/062).

/** A UPI ID (VPA): a handle, "@", and the payment app's or bank's name, as in asha.devi@okaxis. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** The brand's UPI account that shoppers pay into (UPI_VPA, UPI_PAYEE_NAME). */
export type UpiPayee = { vpa: string; name: string };

/** Paise as the link's `am` wants them: rupees with exactly two decimals, never a float. */
export function upiAmount(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/** `upi://pay?pa=…&pn=…&am=…&cu=INR&tr=…&tn=…`, each value percent-encoded (spaces as %20, which every UPI app reads). */
export function upiPayLink(payee: UpiPayee, order: { orderNumber: string; totalPaise: number }): string {
  const params: [string, string][] = [
    ["pa", payee.vpa],
    ["pn", payee.name],
    ["am", upiAmount(order.totalPaise)],
    ["cu", "INR"],
    ["tr", order.orderNumber],
    ["tn", `Order ${order.orderNumber}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`;
}
