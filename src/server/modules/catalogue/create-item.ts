import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { ApiError } from "~/server/http/errors";
import { slugOf } from "~/shared/catalog/catalogue";
import { paths } from "~/shared/paths";
import { catalogueRowFromForm, type AdminCatalogueItem, type NewCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { DEFAULT_TAX_BY_CATEGORY } from "~/shared/tax";
import { defaultSizeFromForm } from "~/shared/schemas/admin-sizes";
import { recordAudit } from "../audit/service";
import { catalogueChanged } from "./cache";
import { adminItemOf, auditView } from "./admin-view";
import { refuseIncompleteLabel } from "./publish-check";
import { refuseUnpublishable } from "./publish-checks";

/** The drawing a new item shows until staff upload its first photo. */
export const NO_PHOTO_IMAGE = "/images/no-photo.svg";

/** Where an item's page would be: what a staff member reads in a clash of page addresses. */
const pageOf = (kind: NewCatalogueItem["kind"], slug: string) => (kind === "bundle" ? paths.bundle.getHref(slug) : paths.product.getHref(slug));

export const slugTakenMessage = (kind: NewCatalogueItem["kind"], slug: string) =>
  `Another item already has the page address ${pageOf(kind, slug)}. Give this one a different name.`;

/** Ids follow the seeded ones ("13" after "12", "bundle-7" after "bundle-6"), taken in turns under a lock. */
// Products and bundles share one set of slugs, made from the name, so a clash answers 409 on the name.
export async function createCatalogueItem(db: Database, actorUserId: string, form: NewCatalogueItem): Promise<AdminCatalogueItem> {
  const slug = slugOf(form.name);
  const isProduct = form.kind === "product";
  const category = isProduct ? (form.category ?? null) : null;
  // A new item has no declarations yet: it is added hidden, and shown once its label is complete.
  if (form.active) refuseIncompleteLabel({ kind: form.kind, badge: form.badge ?? null }, null);
  const slugTaken = () => new ApiError(409, slugTakenMessage(form.kind, slug), { fields: { name: slugTakenMessage(form.kind, slug) } });
  try {
    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('catalogue-new-item', 0))`);
      const [clash] = await tx.select({ id: catalogueItems.id }).from(catalogueItems).where(eq(catalogueItems.slug, slug));
      if (clash) throw slugTaken();
      // Bundle ids are "bundle-N"; product ids are plain numbers.
      const numberOfId = isProduct ? sql`(${catalogueItems.id})::int` : sql`(substr(${catalogueItems.id}, 8))::int`;
      const idShape = isProduct ? sql`${catalogueItems.id} ~ '^[0-9]{1,9}$'` : sql`${catalogueItems.id} ~ '^bundle-[0-9]{1,9}$'`;
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(${numberOfId}), 0)`, position: sql<number>`coalesce(max(${catalogueItems.position}), -1)` })
        .from(catalogueItems)
        .where(and(eq(catalogueItems.kind, form.kind), idShape));
      const next = Number(last?.number ?? 0) + 1;
      const [row] = await tx
        .insert(catalogueItems)
        .values({
          // The category's tax defaults (a new bundle: mustard oil's) unless staff chose otherwise.
          ...DEFAULT_TAX_BY_CATEGORY[category ?? "mustard-oils"],
          ...catalogueRowFromForm(form),
          id: isProduct ? String(next) : `bundle-${next}`,
          kind: form.kind,
          slug,
          category,
          pressType: category === "mustard-oils" ? (form.pressType ?? null) : null,
          images: [NO_PHOTO_IMAGE],
          position: Number(last?.position ?? -1) + 1,
        })
        .returning();
      // Its first pack size carries the form's price and MRP, under a SKU made from its id; it can be renamed.
      const sizeId = row!.id;
      await tx.insert(catalogueSizes).values({ ...defaultSizeFromForm(form), id: sizeId, itemId: row!.id, sku: `DFF-${sizeId.toUpperCase()}`, stockOnHand: null });
      const item = await adminItemOf(tx, row!);
      if (item.active) refuseUnpublishable(item);
      await recordAudit(tx, { actorUserId, action: "catalogue.create", entity: "catalogue_item", entityId: item.id, before: null, after: auditView(item) });
      return item;
    });
    catalogueChanged(db);
    return created;
  } catch (error) {
    // The lock makes staff take turns; the unique index is the backstop for anything else.
    if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === "catalogue_items_slug_key") throw slugTaken();
    throw error;
  }
}
