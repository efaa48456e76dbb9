import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { adminAuditRoutes } from "./audit/routes";
import { adminDashboardRoutes } from "./dashboard/routes";
import { requireStaff } from "./guard";
import { adminLuckyDrawRoutes } from "./lucky-draw/routes";
import { adminOrderRoutes } from "./orders/routes";
import { adminPromoRoutes } from "./promos/routes";
import { adminReviewRoutes } from "./reviews/routes";
import { adminStaffRoutes } from "./staff/routes";
import { adminSubscriberRoutes } from "./subscribers/routes";

/** The back office's API under /api/admin: staff only, every path, known or not. */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireStaff(deps.db))
    .route("/dashboard", adminDashboardRoutes(deps))
    .route("/orders", adminOrderRoutes(deps))
    .route("/promos", adminPromoRoutes(deps))
    .route("/reviews", adminReviewRoutes(deps))
    .route("/subscribers", adminSubscriberRoutes(deps))
    .route("/lucky-draw", adminLuckyDrawRoutes(deps))
    .route("/staff", adminStaffRoutes(deps))
    .route("/audit", adminAuditRoutes(deps));
}
