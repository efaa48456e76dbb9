import { and, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { catalogueItems, type StoredPhoto } from "~/server/db/schema/catalogue";
import { orderItems } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import type { MediaStorage } from "~/server/media/storage";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import type { Logger } from "~/server/logger";
import { recordAudit } from "../audit/service";
import { catalogueChanged } from "./cache";
import { processPhoto, type ProcessedPhoto } from "./photo-processing";
import { fileKey, filesOf, lineImageOf } from "./photos";
import type { CatalogueRow } from "./service";
import { adminItemOf } from "./admin-view";
import { itemNotFound, lockedItem } from "./staff-service";

// An item's photos (docs/decisions/016-product-photos.md): files are stored before the row names
// them and removed only after it stops, so the shop never shows a photo whose files are missing.

/** Photos one item may have: plenty for a product page's gallery, few enough to manage. */
export const MAX_PHOTOS_PER_ITEM = 12;

export const TOO_MANY_PHOTOS_MESSAGE = `An item can have at most ${MAX_PHOTOS_PER_ITEM} photos. Remove one first.`;
export const DUPLICATE_PHOTO_MESSAGE = "This photo is already one of the item's photos.";
export const PHOTOS_CHANGED_MESSAGE = "The photos have changed since this page was loaded. Reload and try again.";

/** What the audit log keeps of a photo: enough to tell which one it was. */
const auditPhoto = (photo: StoredPhoto) => ({ id: photo.id, width: photo.width, height: photo.height });

const photoNotFound = () => notFound("This photo is not one of the item's photos");
const refused = (status: 400 | 409, message: string) => new ApiError(status, message, { fields: { photo: message } });

/**
 * Writes the item's new list of photos and its audit entry (the photo ids before and after, and
 * what each change adds), in the caller's transaction, which holds the item locked.
 */
async function savePhotos(
  tx: Queryable,
  change: { actorUserId: string; action: "catalogue.photo.add" | "catalogue.photo.remove" | "catalogue.photo.reorder"; before: CatalogueRow; photos: StoredPhoto[] },
  details: { before?: object; after?: object } = {},
): Promise<AdminCatalogueItem> {
  const { actorUserId, action, before, photos } = change;
  const [after] = await tx.update(catalogueItems).set({ photos, updatedAt: sql`now()` }).where(eq(catalogueItems.id, before.id)).returning();
  await recordAudit(tx, {
    actorUserId,
    action,
    entity: "catalogue_item",
    entityId: before.id,
    before: { name: before.name, photos: before.photos.map((p) => p.id), ...details.before },
    after: { name: before.name, photos: photos.map((p) => p.id), ...details.after },
  });
  return adminItemOf(tx, after!);
}

async function photosOf(db: Queryable, id: string): Promise<StoredPhoto[]> {
  const [row] = await db.select({ photos: catalogueItems.photos }).from(catalogueItems).where(eq(catalogueItems.id, id));
  if (!row) throw itemNotFound();
  return row.photos;
}

type PhotoDeps = { db: Database; media: MediaStorage; logger: Logger };

/**
 * Adds an uploaded photo as the item's last one (the first becomes the cover). The file is checked
 * and made into the shop's files before anything is stored; a refused file leaves nothing behind.
 */
export async function addPhoto({ db, media, logger }: PhotoDeps, actorUserId: string, id: string, upload: Uint8Array): Promise<AdminCatalogueItem> {
  const current = await photosOf(db, id);
  if (current.length >= MAX_PHOTOS_PER_ITEM) throw refused(400, TOO_MANY_PHOTOS_MESSAGE);
  const processed = await processPhoto(upload);
  const photo = storedPhotoOf(id, processed);
  if (current.some((existing) => existing.id === photo.id)) throw refused(409, DUPLICATE_PHOTO_MESSAGE);

  await Promise.all(processed.files.map((file) => media.put(fileKey(photo, file.width, file.format), file.body, `image/${file.format}`)));
  try {
    const updated = await db.transaction(async (tx) => {
      const before = await lockedItem(tx, id);
      if (before.photos.some((existing) => existing.id === photo.id)) throw refused(409, DUPLICATE_PHOTO_MESSAGE);
      if (before.photos.length >= MAX_PHOTOS_PER_ITEM) throw refused(400, TOO_MANY_PHOTOS_MESSAGE);
      return savePhotos(tx, { actorUserId, action: "catalogue.photo.add", before, photos: [...before.photos, photo] }, { after: { added: auditPhoto(photo) } });
    });
    catalogueChanged(db);
    return updated;
  } catch (error) {
    // The same photo uploaded twice at once has the same files: they stay for the one that was kept.
    const kept = await photosOf(db, id).catch(() => []);
    if (!kept.some((existing) => existing.id === photo.id)) await deleteFiles(media, logger, filesOf(photo));
    throw error;
  }
}

function storedPhotoOf(itemId: string, processed: ProcessedPhoto): StoredPhoto {
  return {
    id: processed.id,
    key: `catalogue/${itemId}/${processed.id}`,
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
    formats: processed.formats,
  };
}

/**
 * Removes one photo. Its files go once the row no longer names them, except the small picture an
 * order line made while it was the cover still shows: past orders keep their pictures.
 */
export async function removePhoto({ db, media, logger }: PhotoDeps, actorUserId: string, id: string, photoId: string): Promise<AdminCatalogueItem> {
  const { updated, removed } = await db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    const removed = before.photos.find((photo) => photo.id === photoId);
    if (!removed) throw photoNotFound();
    const photos = before.photos.filter((photo) => photo.id !== photoId);
    const updated = await savePhotos(tx, { actorUserId, action: "catalogue.photo.remove", before, photos }, { before: { removed: auditPhoto(removed) } });
    return { updated, removed };
  });
  catalogueChanged(db);
  const thumbnail = lineImageOf({ photos: [removed], images: [] });
  const inPastOrders = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.productId, id), eq(orderItems.productImage, thumbnail)))
    .limit(1);
  const thumbnailKey = fileKey(removed, removed.widths[0]!, "webp");
  await deleteFiles(media, logger, filesOf(removed).filter((key) => inPastOrders.length === 0 || key !== thumbnailKey));
  return updated;
}

/** Puts the item's photos in the order given (the first is the cover): every photo it has, each once. */
export async function reorderPhotos(db: Database, actorUserId: string, id: string, order: readonly string[]): Promise<AdminCatalogueItem> {
  const updated = await db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    const byId = new Map(before.photos.map((photo) => [photo.id, photo]));
    const photos = order.map((photoId) => byId.get(photoId));
    if (order.length !== before.photos.length || new Set(order).size !== order.length || photos.some((photo) => !photo)) {
      throw new ApiError(409, PHOTOS_CHANGED_MESSAGE, { fields: { order: PHOTOS_CHANGED_MESSAGE } });
    }
    if (order.every((photoId, index) => before.photos[index]!.id === photoId)) return { item: await adminItemOf(tx, before), changed: false };
    return { item: await savePhotos(tx, { actorUserId, action: "catalogue.photo.reorder", before, photos: photos as StoredPhoto[] }), changed: true };
  });
  if (updated.changed) catalogueChanged(db);
  return updated.item;
}

/** Files no row names any more; one that cannot be removed now is only wasted space, so it is logged, not thrown. */
async function deleteFiles(media: MediaStorage, logger: Logger, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => media.delete(key)));
  const failed = results.flatMap((result, index) => (result.status === "rejected" ? [{ key: keys[index], error: result.reason as unknown }] : []));
  if (failed.length > 0) logger.warn("photo files left behind in media storage", { failed });
}
