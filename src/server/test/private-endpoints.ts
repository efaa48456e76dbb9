// Every endpoint that needs a signed-in customer, each checked to answer 401 without a session.
// Bodies are valid, so a 401 cannot be a validation error in disguise.

import { ADMIN_ENDPOINTS, someId, type Endpoint } from "./admin-endpoints";

/** Open to everyone on purpose; every other API route must be in `privateEndpoints`. */
export const publicEndpoints: readonly string[] = [
  "GET /api/health",
  "GET /api/catalogue/products",
  "GET /api/catalogue/products/:productId",
  "GET /api/catalogue/products/:productId/declarations",
  "GET /api/pincodes/:pincode",
  "GET /api/delivery/:pincode",
  "GET /api/payments/options/:pincode",
  "GET /api/products/:productId/reviews",
  "POST /api/newsletter",
  "POST /api/complaints",
  "POST /api/complaints/lookup",
  // Whether checkout offers Online Payment; the gateway's webhook, proven by its signature (docs/decisions/060).
  "GET /api/payments/gateway",
  "POST /api/payments/razorpay/webhook",
  // A COD order's e-mailed link: the single-use token is the proof, so it works signed out (docs/decisions/064).
  "GET /api/cod-confirmations/:token",
  "POST /api/cod-confirmations/:token",
  // "Notify me" works signed out (the address confirms by its e-mailed link); the e-mails' links carry single-use tokens (docs/decisions/068).
  "POST /api/stock-alerts",
  "GET /api/stock-alerts/confirm/:token",
  "POST /api/stock-alerts/confirm/:token",
  "POST /api/stock-alerts/unsubscribe/:token",
  "POST /api/cart-reminders/unsubscribe/:token",
];

const address = { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Lane", city: "Jaipur", state: "Rajasthan", pincode: "302001" };

export const privateEndpoints: Endpoint[] = [
  // Cart
  { method: "GET", path: "/api/cart" },
  { method: "POST", path: "/api/cart/items", body: { productId: "1" } },
  { method: "PATCH", path: `/api/cart/items/${someId}`, body: { quantity: 2 } },
  { method: "DELETE", path: `/api/cart/items/${someId}` },
  { method: "DELETE", path: "/api/cart/items" },
  // Wishlist
  { method: "GET", path: "/api/wishlist" },
  { method: "POST", path: "/api/wishlist/toggle", body: { productId: "1" } },
  { method: "DELETE", path: "/api/wishlist/1" },
  // Reviews
  { method: "PUT", path: "/api/products/1/reviews/mine", body: { rating: 5, reviewText: "Lovely oil" } },
  // Addresses
  { method: "GET", path: "/api/profile/language" },
  { method: "PUT", path: "/api/profile/language", body: { language: "hi" } },
  { method: "GET", path: "/api/addresses" },
  { method: "POST", path: "/api/addresses", body: address },
  { method: "PUT", path: `/api/addresses/${someId}`, body: address },
  { method: "POST", path: `/api/addresses/${someId}/default` },
  { method: "DELETE", path: `/api/addresses/${someId}` },
  // Promo codes
  { method: "POST", path: "/api/promo/apply", body: { code: "LAUNCH10" } },
  // Orders
  { method: "GET", path: "/api/orders" },
  { method: "GET", path: `/api/orders/id/${someId}` },
  { method: "GET", path: "/api/orders/number/ORD-1700000000000-ABCDEFG" },
  { method: "GET", path: "/api/orders/number/ORD-1700000000000-ABCDEFG/invoice.pdf" },
  { method: "GET", path: "/api/orders/number/ORD-1700000000000-ABCDEFG/credit-note.pdf" },
  { method: "GET", path: "/api/orders/number/ORD-1700000000000-ABCDEFG/delivery-challan.pdf" },
  { method: "POST", path: "/api/orders/number/ORD-1700000000000-ABCDEFG/cancel", body: { reason: "Ordered by mistake" } },
  { method: "POST", path: "/api/orders/number/ORD-1700000000000-ABCDEFG/confirm" },
  { method: "POST", path: "/api/orders", body: { addressId: someId, idempotencyKey: someId } },
  { method: "GET", path: "/api/upi/orders/ORD-1700000000000-ABCDEFG" },
  { method: "GET", path: "/api/upi/orders/ORD-1700000000000-ABCDEFG/qr.svg" },
  { method: "POST", path: "/api/upi/orders/ORD-1700000000000-ABCDEFG/utr", body: { utr: "123456789012" } },
  // Membership
  { method: "GET", path: "/api/membership" },
  { method: "POST", path: "/api/membership/join" },
  // Complaints
  { method: "GET", path: "/api/complaints/mine" },
  // Back in stock and cart reminders
  { method: "GET", path: "/api/stock-alerts/mine" },
  { method: "GET", path: "/api/cart-reminders" },
  { method: "PUT", path: "/api/cart-reminders", body: { optedIn: true } },
  // Returns (Report a problem): the form's own order, photos and credit notes to their shopper or staff
  { method: "GET", path: "/api/returns/orders/ORD-1700000000000-ABCDEFG" },
  { method: "POST", path: "/api/returns/orders/ORD-1700000000000-ABCDEFG", body: { reason: "missing_item" } },
  { method: "GET", path: `/api/returns/photos/${someId}` },
  { method: "GET", path: `/api/returns/requests/${someId}/credit-note.pdf` },
  // Online payment of one's own order
  { method: "POST", path: "/api/payments/gateway/orders/ORD-1-AAAAAAA/start" },
  {
    method: "POST",
    path: "/api/payments/gateway/orders/ORD-1-AAAAAAA/verify",
    body: { razorpay_order_id: "order_Test0001", razorpay_payment_id: "pay_Test0001", razorpay_signature: "0".repeat(64) },
  },
  // Where a refund of one's own order goes
  { method: "POST", path: `/api/refunds/${someId}/payee`, body: { method: "upi", upiId: "asha@okaxis" } },
  // Staff pages: every /api/admin route (signed out → 401; a customer → 404, tested in back-office.test.ts)
  ...ADMIN_ENDPOINTS.filter((endpoint) => !endpoint.path.endsWith("/no-such-thing")),
];
