import { sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { paymentSettings } from "~/server/db/schema/payment-settings";
import type { PaymentSettings } from "~/shared/payment";
import { settingsFromForm, type PaymentSettingsValues } from "~/shared/schemas/payment-settings";
import { recordAudit } from "../audit/service";
import { getPaymentSettings } from "./settings";

/** Saves the payment figures (the one row, created on the first save), with the before and after in the audit log. */
export async function savePaymentSettings(db: Database, actorUserId: string, form: PaymentSettingsValues): Promise<PaymentSettings> {
  return db.transaction(async (tx) => {
    // The row lock keeps the before picture true while the upsert runs (there is no row to lock before the first save).
    await tx.select({ id: paymentSettings.id }).from(paymentSettings).for("update");
    const before = await getPaymentSettings(tx);
    const after = settingsFromForm(form);
    await tx
      .insert(paymentSettings)
      .values({ id: 1, ...after, updatedBy: actorUserId })
      .onConflictDoUpdate({ target: paymentSettings.id, set: { ...after, updatedBy: actorUserId, updatedAt: sql`now()` } });
    await recordAudit(tx, { actorUserId, action: "payments.settings", entity: "payment_settings", entityId: "1", before, after });
    return after;
  });
}
