import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context";
import { requireStaff } from "./http/require-staff";
import { staffAuditRoutes } from "./modules/audit/staff-routes";
import { staffComplaintRoutes } from "./modules/complaints/staff-routes";
import { staffCatalogueRoutes } from "./modules/catalogue/staff-routes";
import { staffDeclarationsRoutes } from "./modules/catalogue/declarations-routes";
import { staffDashboardRoutes } from "./modules/dashboard/staff-routes";
import { staffDeliveryRoutes } from "./modules/delivery/staff-routes";
import { staffEmailRoutes } from "./modules/emails/staff-routes";
import { staffInvoiceRoutes } from "./modules/invoices/staff-routes";
import { staffLuckyDrawRoutes } from "./modules/lucky-draw/staff-routes";
import { staffMembershipRoutes } from "./modules/membership/staff-routes";
import { staffSubscriberRoutes } from "./modules/newsletter/staff-routes";
import { staffOrderExportRoutes, staffOrderRoutes } from "./modules/orders/staff-routes";
import { staffGatewayRoutes } from "./modules/payments/gateway/routes";
import { staffPaymentSettingsRoutes } from "./modules/payments/settings-routes";
import { staffPaymentRoutes } from "./modules/payments/staff-routes";
import { staffRefundRoutes } from "./modules/refunds/staff-routes";
import { staffPromoRoutes } from "./modules/promos/staff-routes";
import { staffReviewRoutes } from "./modules/reviews/staff-routes";
import { staffReturnRoutes } from "./modules/returns/staff-routes";
import { staffMemberRoutes } from "./modules/staff/staff-routes";
import { staffTaxRoutes } from "./modules/tax/staff-routes";
import { staffStockAlertRoutes } from "./modules/stock-alerts/routes";
import { staffCartReminderRoutes } from "./modules/cart-reminders/routes";

/** The back office's API under /api/admin: staff only, every path, known or not. */
export function backOfficeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireStaff(deps.db))
    .route("/dashboard", staffDashboardRoutes(deps))
    // Before the order routes: the invoice downloads live in their own module under the same path.
    .route("/orders", staffInvoiceRoutes(deps))
    .route("/orders", staffOrderRoutes(deps))
    .route("/order-exports", staffOrderExportRoutes(deps))
    .route("/catalogue", staffCatalogueRoutes(deps))
    .route("/catalogue", staffDeclarationsRoutes(deps.db))
    .route("/stock-alerts", staffStockAlertRoutes(deps))
    .route("/cart-reminders", staffCartReminderRoutes(deps))
    .route("/promos", staffPromoRoutes(deps))
    .route("/reviews", staffReviewRoutes(deps))
    .route("/subscribers", staffSubscriberRoutes(deps))
    .route("/lucky-draw", staffLuckyDrawRoutes(deps))
    .route("/membership", staffMembershipRoutes(deps))
    .route("/staff", staffMemberRoutes(deps))
    .route("/audit", staffAuditRoutes(deps))
    .route("/emails", staffEmailRoutes(deps))
    .route("/delivery", staffDeliveryRoutes(deps))
    .route("/tax", staffTaxRoutes(deps))
    .route("/complaints", staffComplaintRoutes(deps))
    .route("/returns", staffReturnRoutes(deps))
    .route("/payments", staffGatewayRoutes(deps))
    .route("/payments", staffPaymentRoutes(deps))
    .route("/payments", staffPaymentSettingsRoutes(deps))
    .route("/refunds", staffRefundRoutes(deps));
}
