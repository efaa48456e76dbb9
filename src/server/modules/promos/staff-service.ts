import { desc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { promoCodes } from "~/server/db/schema/promos";
import { ApiError, notFound } from "~/server/http/errors";
import { promoRowFromForm, type AdminPromo, type PromoFormValues } from "~/shared/schemas/admin-promos";
import { recordAudit } from "../audit/service";
import { CHECK_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { PROMO_CODE_MAX } from "~/shared/schemas/promo";

type PromoRow = typeof promoCodes.$inferSelect;

function toAdminPromo(row: PromoRow): AdminPromo {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType === "fixed" ? "fixed" : "percentage",
    discountValue: row.discountValue,
    maxDiscountPaise: row.maxDiscountPaise,
    minOrderPaise: row.minOrderPaise,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    validUntil: row.validUntil?.toISOString() ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The audited picture of a code: what staff can change, plus how often it has been used. */
const auditView = ({ createdAt: _created, ...promo }: AdminPromo) => promo;

const duplicateCode = () => new ApiError(409, "A promo code with this code already exists", { fields: { code: "A promo code with this code already exists" } });

/** Each CHECK constraint of promo_codes, as the form field it is about and what to tell staff. */
function checkRefusal(constraint: string | undefined, usedCount: number | undefined): { field: string; message: string } {
  switch (constraint) {
    case "promo_codes_used_count_check":
      return { field: "usageLimit", message: `The usage limit cannot be below the times already used (${usedCount ?? "more"})` };
    case "promo_codes_value_check":
      return { field: "discountValue", message: "Value must be more than 0, and a percentage at most 100" };
    case "promo_codes_code_check":
      return { field: "code", message: `Code must be at most ${PROMO_CODE_MAX} characters` };
    default:
      return { field: "_", message: "These values cannot be saved: please check the form" };
  }
}

/** The database's constraints are the last word (unique code, used_count ≤ usage_limit); their refusals become field errors. */
function explainConstraint(error: unknown, usedCount?: number): never {
  const code = pgErrorCode(error);
  if (code === UNIQUE_VIOLATION) throw duplicateCode();
  if (code === CHECK_VIOLATION) {
    const { field, message } = checkRefusal(pgConstraint(error), usedCount);
    throw new ApiError(400, message, { fields: { [field]: message } });
  }
  throw error;
}

export async function listPromosForStaff(db: Queryable): Promise<AdminPromo[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
  return rows.map(toAdminPromo);
}

export async function createPromo(db: Database, actorUserId: string, form: PromoFormValues): Promise<AdminPromo> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(promoCodes).values(promoRowFromForm(form)).returning();
      const promo = toAdminPromo(row!);
      await recordAudit(tx, { actorUserId, action: "promo.create", entity: "promo_code", entityId: promo.id, before: null, after: auditView(promo) });
      return promo;
    });
  } catch (error) {
    explainConstraint(error);
  }
}

export async function updatePromo(db: Database, actorUserId: string, promoId: string, form: PromoFormValues): Promise<AdminPromo> {
  let usedCount: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      // The row lock keeps the before picture true while the update runs.
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for("update");
      if (!before) throw notFound("Promo code not found");
      usedCount = before.usedCount;
      const changes = promoRowFromForm(form);
      // Orders and their receipts show the code's text as the shopper typed it: a used code keeps its name.
      if (before.usedCount > 0 && changes.code !== before.code) {
        const message = "A code that has been used cannot be renamed: create a new code instead";
        throw new ApiError(409, message, { fields: { code: message } });
      }
      const [row] = await tx
        .update(promoCodes)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(promoCodes.id, promoId))
        .returning();
      const promo = toAdminPromo(row!);
      await recordAudit(tx, { actorUserId, action: "promo.update", entity: "promo_code", entityId: promoId, before: auditView(toAdminPromo(before)), after: auditView(promo) });
      return promo;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    explainConstraint(error, usedCount);
  }
}
