import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import type { Lang } from "~/shared/lang";

/** The shopper pages in one language: English at today's paths, Hindi under /hi with route ids of their own (src/shared/lang.ts). */
function shopperRoutes(lang: Lang) {
  const id = (file: string) => (lang === "en" ? {} : { id: `${lang}/${file.replace(/\.tsx$/, "")}` });
  return [
    index("routes/home.tsx", id("routes/home.tsx")),
    route("shop", "routes/shop.tsx", id("routes/shop.tsx")),
    route("shop/:slug", "routes/product.tsx", id("routes/product.tsx")),
    route("bundles", "routes/bundles.tsx", id("routes/bundles.tsx")),
    route("bundles/:slug", "routes/bundle.tsx", id("routes/bundle.tsx")),
    route("our-campaign", "routes/our-campaign.tsx", id("routes/our-campaign.tsx")),
    route("our-story", "routes/our-story.tsx", id("routes/our-story.tsx")),
    route("why-choose-us", "routes/why-choose-us.tsx", id("routes/why-choose-us.tsx")),
    route("business-enquiry", "routes/business-enquiry.tsx", id("routes/business-enquiry.tsx")),
    route("blog", "routes/blog.tsx", id("routes/blog.tsx")),
    route("lab-reports", "routes/lab-reports.tsx", id("routes/lab-reports.tsx")),
    route("contact", "routes/contact.tsx", id("routes/contact.tsx")),
    route("complaints", "routes/complaints.tsx", id("routes/complaints.tsx")),
    route("auth", "routes/auth.tsx", id("routes/auth.tsx")),
    route("auth/reset-password", "routes/reset-password.tsx", id("routes/reset-password.tsx")),
    route("cart", "routes/cart.tsx", id("routes/cart.tsx")),
    route("wishlist", "routes/wishlist.tsx", id("routes/wishlist.tsx")),
    route("account", "routes/account.tsx", id("routes/account.tsx")),
    route("account/orders/:orderNumber", "routes/account-order.tsx", id("routes/account-order.tsx")),
    route("account/orders/:orderNumber/pay", "routes/account-order-pay.tsx", id("routes/account-order-pay.tsx")),
    route("checkout", "routes/checkout.tsx", id("routes/checkout.tsx")),
    route("order-success/:orderId", "routes/order-success.tsx", id("routes/order-success.tsx")),
    route("confirm-order", "routes/confirm-order.tsx", id("routes/confirm-order.tsx")),
    route("notify-me/confirm", "routes/notify-me-confirm.tsx", id("routes/notify-me-confirm.tsx")),
    route("unsubscribe", "routes/unsubscribe.tsx", id("routes/unsubscribe.tsx")),
    route("terms-lucky-draw", "routes/terms-lucky-draw.tsx", id("routes/terms-lucky-draw.tsx")),
    route("terms-of-service", "routes/terms-of-service.tsx", id("routes/terms-of-service.tsx")),
    route("privacy-policy", "routes/privacy-policy.tsx", id("routes/privacy-policy.tsx")),
    route("shipping-policy", "routes/shipping-policy.tsx", id("routes/shipping-policy.tsx")),
    route("return-refund-policy", "routes/return-refund-policy.tsx", id("routes/return-refund-policy.tsx")),
    route("*", "routes/not-found.tsx", id("routes/not-found.tsx")),
  ];
}

// One file per route; paths match src/shared/paths.ts. Any other path, /fr/… included, is the 404 page.
export default [
  ...shopperRoutes("en"),
  ...prefix("hi", shopperRoutes("hi")),
  // The back office: staff only, client-rendered, split from the shop's bundles by route.
  route("admin", "routes/admin.tsx", [
    index("routes/admin-dashboard.tsx"),
    route("orders", "routes/admin-orders.tsx"),
    route("orders/:orderId", "routes/admin-order.tsx"),
    route("catalogue", "routes/admin-catalogue.tsx"),
    route("catalogue/:itemId", "routes/admin-catalogue-item.tsx"),
    route("promos", "routes/admin-promos.tsx"),
    route("reviews", "routes/admin-reviews.tsx"),
    route("subscribers", "routes/admin-subscribers.tsx"),
    route("membership", "routes/admin-membership.tsx"),
    route("lucky-draw", "routes/admin-lucky-draw.tsx"),
    route("staff", "routes/admin-staff.tsx"),
    route("audit", "routes/admin-audit.tsx"),
    route("emails", "routes/admin-emails.tsx"),
    route("delivery", "routes/admin-delivery.tsx"),
    route("payments", "routes/admin-payments.tsx"),
    route("tax/gstr1", "routes/admin-gstr1.tsx"),
    route("complaints", "routes/admin-complaints.tsx"),
    route("returns", "routes/admin-returns.tsx"),
    route("bank-statements", "routes/admin-bank-statements.tsx"),
    route("refunds", "routes/admin-refunds.tsx"),
  ]),
] satisfies RouteConfig;
