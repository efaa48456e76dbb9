// Every route of the shop, so links are never hand-typed and the server can answer 404 for the rest.
// Paths here are English; components/ui/link.tsx and localize() (src/shared/lang.ts) put /hi in front on Hindi pages.

type ShopQuery = { category?: "mustard" | "organic" | "grains" | "featured"; type?: "hydraulic" | "wood-pressed"; q?: string };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: "/", getHref: () => "/" },
  shop: { path: "/shop", getHref: (query: ShopQuery = {}) => withQuery("/shop", query) },
  bundles: { path: "/bundles", getHref: () => "/bundles" },
  product: { path: "/shop/:slug", getHref: (slug: string) => `/shop/${encodeURIComponent(slug)}` },
  bundle: { path: "/bundles/:slug", getHref: (slug: string) => `/bundles/${encodeURIComponent(slug)}` },
  campaign: { path: "/our-campaign", getHref: () => "/our-campaign" },
  story: { path: "/our-story", getHref: () => "/our-story" },
  whyChooseUs: { path: "/why-choose-us", getHref: () => "/why-choose-us" },
  businessEnquiry: { path: "/business-enquiry", getHref: () => "/business-enquiry" },
  blog: { path: "/blog", getHref: () => "/blog" },
  labReports: { path: "/lab-reports", getHref: () => "/lab-reports" },
  contact: { path: "/contact", getHref: () => "/contact" },
  complaints: { path: "/complaints", getHref: (query: { order?: string; ticket?: string } = {}) => withQuery("/complaints", query) },
  auth: { path: "/auth", getHref: (redirectTo?: string) => withQuery("/auth", { redirectTo }) },
  resetPassword: { path: "/auth/reset-password", getHref: (token: string) => withQuery("/auth/reset-password", { token }) },
  cart: { path: "/cart", getHref: () => "/cart" },
  wishlist: { path: "/wishlist", getHref: () => "/wishlist" },
  account: { path: "/account", getHref: () => "/account" },
  accountOrder: { path: "/account/orders/:orderNumber", getHref: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}` },
  /** A UPI order's payment page: the amount, the time left, the pay link or QR code and the UTR form. */
  accountOrderPay: { path: "/account/orders/:orderNumber/pay", getHref: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}/pay` },
  checkout: { path: "/checkout", getHref: () => "/checkout" },
  /** A COD order's confirmation link from its e-mail: a page with one button, so a prefetch confirms nothing. */
  confirmOrder: { path: "/confirm-order", getHref: (token: string) => withQuery("/confirm-order", { token }) },
  /** A back-in-stock request's confirmation link (double opt-in): a page with one button, so a prefetch confirms nothing. */
  confirmStockAlert: { path: "/notify-me/confirm", getHref: (token: string) => withQuery("/notify-me/confirm", { token }) },
  /** One-click unsubscribe from an e-mail: back-in-stock e-mails or cart reminders, by the token the e-mail carries. */
  unsubscribe: { path: "/unsubscribe", getHref: (list: "stock-alerts" | "cart-reminders", token: string) => withQuery("/unsubscribe", { list, token }) },
  /** A member's share link: the server redirects it to the shop with the code (not a page of its own). */
  referral: { path: "/r/:code", getHref: (code: string) => `/r/${encodeURIComponent(code)}` },
  orderSuccess: { path: "/order-success/:orderId", getHref: (orderId: string) => `/order-success/${encodeURIComponent(orderId)}` },
  termsLuckyDraw: { path: "/terms-lucky-draw", getHref: () => "/terms-lucky-draw" },
  termsOfService: { path: "/terms-of-service", getHref: () => "/terms-of-service" },
  privacyPolicy: { path: "/privacy-policy", getHref: () => "/privacy-policy" },
  shippingPolicy: { path: "/shipping-policy", getHref: () => "/shipping-policy" },
  returnRefundPolicy: { path: "/return-refund-policy", getHref: () => "/return-refund-policy" },
  admin: { path: "/admin", getHref: () => "/admin" },
  adminOrders: { path: "/admin/orders", getHref: (query: Record<string, string> = {}) => withQuery("/admin/orders", query) },
  adminOrder: { path: "/admin/orders/:orderId", getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}` },
  adminCatalogue: { path: "/admin/catalogue", getHref: () => "/admin/catalogue" },
  adminCatalogueItem: { path: "/admin/catalogue/:itemId", getHref: (itemId: string) => `/admin/catalogue/${encodeURIComponent(itemId)}` },
  adminPromos: { path: "/admin/promos", getHref: () => "/admin/promos" },
  adminReviews: { path: "/admin/reviews", getHref: () => "/admin/reviews" },
  adminSubscribers: { path: "/admin/subscribers", getHref: () => "/admin/subscribers" },
  adminLuckyDraw: { path: "/admin/lucky-draw", getHref: (month?: string) => withQuery("/admin/lucky-draw", { month }) },
  adminStaff: { path: "/admin/staff", getHref: () => "/admin/staff" },
  adminAudit: { path: "/admin/audit", getHref: () => "/admin/audit" },
  adminEmails: { path: "/admin/emails", getHref: () => "/admin/emails" },
  adminMembership: { path: "/admin/membership", getHref: () => "/admin/membership" },
  adminDelivery: { path: "/admin/delivery", getHref: () => "/admin/delivery" },
  adminPayments: { path: "/admin/payments", getHref: () => "/admin/payments" },
  adminGstr1: { path: "/admin/tax/gstr1", getHref: (month?: string) => withQuery("/admin/tax/gstr1", { month }) },
  adminBankStatements: { path: "/admin/bank-statements", getHref: () => "/admin/bank-statements" },
  adminComplaints: { path: "/admin/complaints", getHref: (query: { ticket?: string; status?: string } = {}) => withQuery("/admin/complaints", query) },
  adminRefunds: { path: "/admin/refunds", getHref: () => "/admin/refunds" },
  adminReturns: { path: "/admin/returns", getHref: (query: { status?: string } = {}) => withQuery("/admin/returns", query) },
} as const;
