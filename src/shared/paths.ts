// Every route of the shop, so links are never hand-typed and the server can answer 404 for the rest.
// Paths here are English; components/ui/link.tsx and localize() (src/shared/lang.ts) put /hi in front on Hindi pages.

type ShopQuery = { category?: "mustard" | "organic" | "grains" | "featured"; type?: "hydraulic" | "wood-pressed"; q?: string };

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A page without parameters: its link is its path. */
const page = <Path extends string>(path: Path) => ({ path, getHref: () => path });

export const paths = {
  home: page("/"),
  shop: { path: "/shop", getHref: (query: ShopQuery = {}) => withQuery("/shop", query) },
  bundles: page("/bundles"),
  product: { path: "/shop/:slug", getHref: (slug: string) => `/shop/${encodeURIComponent(slug)}` },
  bundle: { path: "/bundles/:slug", getHref: (slug: string) => `/bundles/${encodeURIComponent(slug)}` },
  campaign: page("/our-campaign"),
  story: page("/our-story"),
  whyChooseUs: page("/why-choose-us"),
  businessEnquiry: page("/business-enquiry"),
  blog: page("/blog"),
  labReports: page("/lab-reports"),
  contact: page("/contact"),
  complaints: { path: "/complaints", getHref: (query: { order?: string; ticket?: string } = {}) => withQuery("/complaints", query) },
  auth: { path: "/auth", getHref: (redirectTo?: string) => withQuery("/auth", { redirectTo }) },
  resetPassword: { path: "/auth/reset-password", getHref: (token: string) => withQuery("/auth/reset-password", { token }) },
  cart: page("/cart"),
  wishlist: page("/wishlist"),
  account: page("/account"),
  accountOrder: { path: "/account/orders/:orderNumber", getHref: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}` },
  /** A UPI order's payment page: the amount, the time left, the pay link or QR code and the UTR form. */
  accountOrderPay: { path: "/account/orders/:orderNumber/pay", getHref: (orderNumber: string) => `/account/orders/${encodeURIComponent(orderNumber)}/pay` },
  checkout: page("/checkout"),
  /** A COD order's confirmation link from its e-mail: a page with one button, so a prefetch confirms nothing. */
  confirmOrder: { path: "/confirm-order", getHref: (token: string) => withQuery("/confirm-order", { token }) },
  /** A back-in-stock request's confirmation link (double opt-in): a page with one button, so a prefetch confirms nothing. */
  confirmStockAlert: { path: "/notify-me/confirm", getHref: (token: string) => withQuery("/notify-me/confirm", { token }) },
  /** One-click unsubscribe from an e-mail: back-in-stock e-mails or cart reminders, by the token the e-mail carries. */
  unsubscribe: { path: "/unsubscribe", getHref: (list: "stock-alerts" | "cart-reminders", token: string) => withQuery("/unsubscribe", { list, token }) },
  /** A member's share link: the server redirects it to the shop with the code (not a page of its own). */
  referral: { path: "/r/:code", getHref: (code: string) => `/r/${encodeURIComponent(code)}` },
  orderSuccess: { path: "/order-success/:orderId", getHref: (orderId: string) => `/order-success/${encodeURIComponent(orderId)}` },
  termsLuckyDraw: page("/terms-lucky-draw"),
  termsOfService: page("/terms-of-service"),
  privacyPolicy: page("/privacy-policy"),
  shippingPolicy: page("/shipping-policy"),
  returnRefundPolicy: page("/return-refund-policy"),
  admin: page("/admin"),
  adminOrders: { path: "/admin/orders", getHref: (query: Record<string, string> = {}) => withQuery("/admin/orders", query) },
  adminOrder: { path: "/admin/orders/:orderId", getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}` },
  adminCatalogue: page("/admin/catalogue"),
  adminCatalogueItem: { path: "/admin/catalogue/:itemId", getHref: (itemId: string) => `/admin/catalogue/${encodeURIComponent(itemId)}` },
  adminPromos: page("/admin/promos"),
  adminReviews: page("/admin/reviews"),
  adminSubscribers: page("/admin/subscribers"),
  adminLuckyDraw: { path: "/admin/lucky-draw", getHref: (month?: string) => withQuery("/admin/lucky-draw", { month }) },
  adminStaff: page("/admin/staff"),
  adminAudit: page("/admin/audit"),
  adminEmails: page("/admin/emails"),
  adminMembership: page("/admin/membership"),
  adminDelivery: page("/admin/delivery"),
  adminPayments: page("/admin/payments"),
  adminGstr1: { path: "/admin/tax/gstr1", getHref: (month?: string) => withQuery("/admin/tax/gstr1", { month }) },
  adminBankStatements: page("/admin/bank-statements"),
  adminComplaints: { path: "/admin/complaints", getHref: (query: { ticket?: string; status?: string } = {}) => withQuery("/admin/complaints", query) },
  adminRefunds: page("/admin/refunds"),
  adminReturns: { path: "/admin/returns", getHref: (query: { status?: string } = {}) => withQuery("/admin/returns", query) },
} as const;
