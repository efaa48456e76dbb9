import { asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { promoCodes, promoItemPrices } from "~/server/db/schema/promos";
import { ApiError, notFound } from "~/server/http/errors";
import {
  promoItemPricesFromForm,
  promoRowFromForm,
  type AdminPromo,
  type PromoFormValues,
  type PromoItemChoice,
  type PromoItemPrice,
  type PromoType,
} from "~/shared/schemas/admin-promos";
import { recordAudit } from "../audit/service";
import { catalogueChanged, catalogueChoices } from "../catalogue/service";
import { CHECK_VIOLATION, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { PROMO_CODE_MAX } from "~/shared/schemas/promo";

type PromoRow = typeof promoCodes.$inferSelect;

const promoType = (type: string): PromoType => (type === "fixed" || type === "product_price" ? type : "percentage");

function toAdminPromo(row: PromoRow, itemPrices: PromoItemPrice[] = []): AdminPromo {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discountType: promoType(row.discountType),
    discountValue: row.discountValue,
    itemPrices,
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
    case "promo_item_prices_price_check":
      return { field: "itemPrices", message: "Coupon price must be at least ₹1" };
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

/** The pack sizes and coupon prices of these codes, by code, in the catalogue's order (products first); `itemId` is the size's id. */
async function itemPricesOf(db: Queryable, promoIds: readonly string[]): Promise<Map<string, PromoItemPrice[]>> {
  const byPromo = new Map<string, PromoItemPrice[]>();
  if (promoIds.length === 0) return byPromo;
  const rows = await db
    .select({ promoId: promoItemPrices.promoId, itemId: promoItemPrices.sizeId, pricePaise: promoItemPrices.pricePaise })
    .from(promoItemPrices)
    .innerJoin(catalogueItems, eq(catalogueItems.id, promoItemPrices.itemId))
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, promoItemPrices.sizeId))
    .where(inArray(promoItemPrices.promoId, [...promoIds]))
    .orderBy(desc(catalogueItems.kind), asc(catalogueItems.position), asc(catalogueItems.id), asc(catalogueSizes.position), asc(catalogueSizes.id));
  for (const { promoId, ...price } of rows) byPromo.set(promoId, [...(byPromo.get(promoId) ?? []), price]);
  return byPromo;
}

/** Every code, newest first, and the items a product-scoped code can name (hidden ones too), with today's prices. */
export async function listPromosForStaff(db: Queryable): Promise<{ promos: AdminPromo[]; items: PromoItemChoice[] }> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
  const prices = await itemPricesOf(db, rows.filter((row) => row.discountType === "product_price").map((row) => row.id));
  return { promos: rows.map((row) => toAdminPromo(row, prices.get(row.id))), items: await catalogueChoices(db) };
}

/** Triggers move the catalogue's version, since cards show these prices. */
async function saveItemPrices(tx: Transaction, promoId: string, form: PromoFormValues): Promise<PromoItemPrice[]> {
  const prices = promoItemPricesFromForm(form);
  const known = await catalogueChoices(tx, prices.map((price) => price.itemId));
  const missing = prices.findIndex((price) => !known.some((size) => size.id === price.itemId));
  if (missing >= 0) {
    const message = "This item is not in the catalogue";
    throw new ApiError(400, message, { fields: { [`itemPrices.${missing}.itemId`]: message } });
  }
  await tx.delete(promoItemPrices).where(eq(promoItemPrices.promoId, promoId));
  const itemOf = new Map(known.map((size) => [size.id, size.itemId]));
  if (prices.length > 0) {
    await tx.insert(promoItemPrices).values(prices.map(({ itemId: sizeId, pricePaise }) => ({ promoId, itemId: itemOf.get(sizeId)!, sizeId, pricePaise })));
  }
  return (await itemPricesOf(tx, [promoId])).get(promoId) ?? [];
}

export async function createPromo(db: Database, actorUserId: string, form: PromoFormValues): Promise<AdminPromo> {
  try {
    const promo = await db.transaction(async (tx) => {
      const [row] = await tx.insert(promoCodes).values(promoRowFromForm(form)).returning();
      const promo = toAdminPromo(row!, await saveItemPrices(tx, row!.id, form));
      await recordAudit(tx, { actorUserId, action: "promo.create", entity: "promo_code", entityId: promo.id, before: null, after: auditView(promo) });
      return promo;
    });
    // A product-scoped code changes what cards show: this process reads the catalogue again at once.
    if (promo.discountType === "product_price") catalogueChanged(db);
    return promo;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    explainConstraint(error);
  }
}

export async function updatePromo(db: Database, actorUserId: string, promoId: string, form: PromoFormValues): Promise<AdminPromo> {
  let usedCount: number | undefined;
  try {
    const { before, after } = await db.transaction(async (tx) => {
      // The row lock keeps the before picture true while the update runs.
      const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.id, promoId)).for("update");
      if (!before) throw notFound("Promo code not found");
      usedCount = before.usedCount;
      const beforePrices = (await itemPricesOf(tx, [promoId])).get(promoId) ?? [];
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
      const promo = toAdminPromo(row!, await saveItemPrices(tx, promoId, form));
      const previous = toAdminPromo(before, beforePrices);
      await recordAudit(tx, { actorUserId, action: "promo.update", entity: "promo_code", entityId: promoId, before: auditView(previous), after: auditView(promo) });
      return { before: previous, after: promo };
    });
    if (before.discountType === "product_price" || after.discountType === "product_price") catalogueChanged(db);
    return after;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    explainConstraint(error, usedCount);
  }
}
