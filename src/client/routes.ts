import { index, route, type RouteConfig } from "@react-router/dev/routes";

// One file per route of SPEC.md §2; paths match src/shared/paths.ts.
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("bundles", "routes/bundles.tsx"),
  route("our-campaign", "routes/our-campaign.tsx"),
  route("our-story", "routes/our-story.tsx"),
  route("why-choose-us", "routes/why-choose-us.tsx"),
  route("business-enquiry", "routes/business-enquiry.tsx"),
  route("blog", "routes/blog.tsx"),
  route("lab-reports", "routes/lab-reports.tsx"),
  route("contact", "routes/contact.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/reset-password", "routes/reset-password.tsx"),
  route("cart", "routes/cart.tsx"),
  route("wishlist", "routes/wishlist.tsx"),
  route("account", "routes/account.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-success/:orderId", "routes/order-success.tsx"),
  route("terms-lucky-draw", "routes/terms-lucky-draw.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("shipping-policy", "routes/shipping-policy.tsx"),
  route("return-refund-policy", "routes/return-refund-policy.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
