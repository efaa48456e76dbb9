import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { updatedAt } from "./columns";

// The payment figures staff may change (PRODUCT.md "Payments and cash on delivery"): one row, absent until
// staff first save, so the shop runs on the defaults in shared/payment.ts.

export const paymentSettings = pgTable("payment_settings", {
  id: integer("id").primaryKey().default(1),
  upiHoldMinutes: integer("upi_hold_minutes").notNull(),
  codConfirmMinTotalPaise: integer("cod_confirm_min_total_paise").notNull(),
  codConfirmHours: integer("cod_confirm_hours").notNull(),
  codChargePaise: integer("cod_charge_paise").notNull(),
  upiSavingPaise: integer("upi_saving_paise").notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
}, (t) => [
  check("payment_settings_single_row", sql`${t.id} = 1`),
  check(
    "payment_settings_figures_check",
    sql`${t.upiHoldMinutes} between 5 and 1440 and ${t.codConfirmMinTotalPaise} >= 0 and ${t.codConfirmHours} between 1 and 168 and ${t.codChargePaise} >= 0 and ${t.upiSavingPaise} >= 0`,
  ),
]);
