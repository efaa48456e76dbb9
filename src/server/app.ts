import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context";
import { clientApp } from "./http/client-app";
import { createServerRenderer } from "./http/server-render";
import { compressWhereItPays } from "./http/compression";
import { ApiError, errorResponse, handleError } from "./http/errors";
import { metricsRoutes, requestMetrics } from "./http/metrics";
import { API_BODY_LIMIT_BYTES, apiBodyLimit, notCachedUnlessSaid, plainRequestUrl } from "./http/request-guards";
import { requestId } from "./http/request-id";
import { sameOriginWrites, securityHeaders } from "./http/security";
import { sessionMiddleware } from "./http/session";
import { shopperSnapshot } from "./shopper-snapshot";
import { addressRoutes } from "./modules/addresses/routes";
import { adminDocumentGuard } from "./http/admin-document-guard";
import { backOfficeRoutes } from "./back-office";
import { authRoutes } from "./modules/auth/routes";
import { cartRoutes } from "./modules/cart/routes";
import { catalogueRoutes } from "./modules/catalogue/routes";
import { shownCatalogue } from "./modules/catalogue/service";
import { shownDeclarationsOfItem } from "./modules/catalogue/declarations-service";
import { photoUploadBodyLimit } from "./modules/catalogue/staff-routes";
import { statementUploadBodyLimit } from "./modules/payments/staff-routes";
import { mediaStorageOf } from "./media/folder-storage";
import { mediaRoutes } from "./media/routes";
import { MEDIA_PATH } from "./media/storage";
import { healthRoutes } from "./modules/health/routes";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { orderRoutes } from "./modules/orders/routes";
import { customerDocumentRoutes } from "./modules/invoices/routes";
import { pincodeRoutes } from "./modules/pincodes/routes";
import { deliveryRoutes } from "./modules/delivery/routes";
import { cartPromoRoutes } from "./modules/cart/promo-routes";
import { reviewReadRoutes, reviewWriteRoutes } from "./modules/reviews/routes";
import { seoRoutes } from "./modules/seo/routes";
import { wishlistRoutes } from "./modules/wishlist/routes";
import { membershipRoutes, referralLinkRoutes } from "./modules/membership/routes";
import { complaintRoutes } from "./modules/complaints/routes";
import { returnRoutes, returnUploadBodyLimit } from "./modules/returns/routes";
import { upiRoutes } from "./modules/upi/routes";
import { GATEWAY_WEBHOOK_PATH, gatewayConfigRoutes, gatewayPaymentRoutes, gatewayWebhookRoutes } from "./modules/payments/gateway/routes";
import { paymentRoutes } from "./modules/payments/routes";
import { codConfirmationRoutes } from "./modules/payments/cod-routes";
import { stockAlertRoutes } from "./modules/stock-alerts/routes";
import { cartReminderRoutes } from "./modules/cart-reminders/routes";
import { refundRoutes } from "./modules/refunds/routes";
import { profileRoutes } from "./modules/profile/routes";

/** The JSON API under /api: one router per domain. Its type feeds the browser's typed client. */
export function createApi(deps: AppDeps) {
  const { env } = deps;
  return new Hono<AppEnv>()
    .use(notCachedUnlessSaid)
    .use(sameOriginWrites(env.trustedOrigins))
    .use(plainRequestUrl)
    // Photo and bank statement uploads get a limit of their own; every other route keeps the small one.
    .use(apiBodyLimit(API_BODY_LIMIT_BYTES, [photoUploadBodyLimit, statementUploadBodyLimit, returnUploadBodyLimit]))
    .route("/auth", authRoutes(deps))
    // Public routes that never look at the shopper: no session read for them.
    .route("/health", healthRoutes(deps))
    .route("/catalogue", catalogueRoutes(deps.db))
    .route("/pincodes", pincodeRoutes())
    .route("/delivery", deliveryRoutes(deps))
    .route("/payments", paymentRoutes(deps))
    .route("/newsletter", newsletterRoutes(deps))
    .route("/products", reviewReadRoutes(deps))
    .route("/payments", gatewayConfigRoutes(deps))
    .route("/cod-confirmations", codConfirmationRoutes(deps))
    // The session is read once per request, for every route below this line.
    .use(sessionMiddleware(deps))
    .route("/cart", cartRoutes(deps))
    // Open signed out too (their e-mailed links carry tokens); under the session, which "Notify me" uses when there is one.
    .route("/stock-alerts", stockAlertRoutes(deps))
    .route("/cart-reminders", cartReminderRoutes(deps))
    .route("/wishlist", wishlistRoutes(deps))
    .route("/addresses", addressRoutes(deps))
    .route("/profile", profileRoutes(deps))
    .route("/promo", cartPromoRoutes(deps))
    // Before the order routes, whose requireUser would answer 401: invoice links in e-mails open in a browser.
    .route("/orders", customerDocumentRoutes(deps))
    .route("/orders", orderRoutes(deps))
    .route("/upi", upiRoutes(deps))
    .route("/membership", membershipRoutes(deps))
    .route("/complaints", complaintRoutes(deps))
    .route("/returns", returnRoutes(deps))
    .route("/payments", gatewayPaymentRoutes(deps))
    .route("/refunds", refundRoutes(deps))
    .route("/products", reviewWriteRoutes(deps))
    .route("/admin", backOfficeRoutes(deps))
    .all("*", (c) => errorResponse(c, new ApiError(404, "Not found")));
}

export type ApiType = ReturnType<typeof createApi>;

/** Middleware for every response, the API, and the built client. */
export function createApp(deps: AppDeps) {
  const { env, logger } = deps;
  // Decided once: at the usual levels no request line is written, so none is timed or built.
  const logEachRequest = logger.enabled("debug");
  const app = new Hono<AppEnv>()
    .use(requestId)
    .use(async (c, next) => {
      c.set("logger", logger);
      c.set("user", null);
      if (!logEachRequest) return next();
      const started = performance.now();
      await next();
      logger.debug("request", { requestId: c.var.requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) });
    })
    .use(requestMetrics)
    .use(securityHeaders({ https: env.baseUrl.startsWith("https://") }))
    .use(compressWhereItPays())
    .route("/metrics", metricsRoutes(env.METRICS_TOKEN))
    // Before /api: the gateway posts from its own servers, without the shop's Origin.
    .route(GATEWAY_WEBHOOK_PATH, gatewayWebhookRoutes(deps))
    .route("/api", createApi(deps))
    .route(MEDIA_PATH, mediaRoutes(mediaStorageOf(deps)))
    .route("/r", referralLinkRoutes())
    .route("/", seoRoutes(deps));
  if (deps.buildDir) {
    const renderer = createServerRenderer({ buildDir: deps.buildDir, origin: env.baseUrl, shownCatalogue: () => shownCatalogue(deps.db), declarations: (itemId) => shownDeclarationsOfItem(deps.db, itemId) });
    app.use(adminDocumentGuard(deps)).route("/", clientApp({ buildDir: deps.buildDir, renderer, shopperOf: shopperSnapshot(deps) }));
  }
  app.notFound((c) => c.text("Not found", 404));
  app.onError(handleError);
  return app;
}
