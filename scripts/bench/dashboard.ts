import { eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { seedDashboardOrders } from "./dashboard-fixtures";
import { createBenchUsers } from "./fixtures";
import { load, type LoadFigures } from "./load";
import type { RunningServer } from "./server";
import { DASHBOARD_ORDERS } from "./dashboard-budget";

// The growth row of issue 46: the back office's dashboard for 90 days of DASHBOARD_ORDERS orders.

const PATH = "/api/admin/dashboard?period=90d";

/** Seeds the orders, signs a staff member in, asks once to warm the caches, then one staff member reloads it for 10 s. */
export async function measureDashboard(db: Database, shop: RunningServer): Promise<LoadFigures> {
  await seedDashboardOrders(db, DASHBOARD_ORDERS, 90);
  // As autovacuum leaves tables that have lived: the first reads after a bulk insert set hint bits on
  // every page (two or three dashboards of 1-2 s), a cost a shop whose orders came over 90 days never pays at once.
  await db.execute(sql`vacuum analyze`);
  const [staff] = await createBenchUsers(db, 1, "dashboard-staff");
  await db.update(users).set({ role: "staff" }).where(eq(users.id, staff!.userId!));
  const first = await fetch(`${shop.url}${PATH}`, { headers: { cookie: staff!.cookie, accept: "application/json" } });
  if (!first.ok) throw new Error(`dashboard: ${first.status} ${await first.text()}`);
  return load({ url: shop.url, origin: shop.origin, connections: 1, seconds: 10, name: "dashboard, 90 days", users: [staff!], steps: [{ method: "GET", path: PATH }] });
}
