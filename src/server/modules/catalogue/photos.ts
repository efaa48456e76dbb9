import type { StoredPhoto } from "~/server/db/schema/catalogue";
import { mediaUrl } from "~/server/media/storage";
import { photoThumbnail, type CataloguePhoto, type PhotoFormat } from "~/shared/catalog/photos";

// An item's photos as the database keeps them (a storage key) and as pages and lines show them (a
// public address). A photo's files are `${key}-${width}.${format}` in media storage.

export const fileKey = (photo: Pick<StoredPhoto, "key">, width: number, format: PhotoFormat) => `${photo.key}-${width}.${format}`;
export const filesOf = (photo: StoredPhoto) => photo.widths.flatMap((width) => photo.formats.map((format) => fileKey(photo, width, format)));

/** A photo as the shop and the back office show it: its files' public address instead of its storage key. */
export function shownPhoto({ key, ...photo }: StoredPhoto): CataloguePhoto {
  return { ...photo, src: mediaUrl(key) };
}

/** What a cart, wishlist or order line keeps of an item's picture: the cover photo's smallest WebP, else the seeded drawing. */
export function lineImageOf(row: { photos: StoredPhoto[]; images: string[] }): string {
  const cover = row.photos[0];
  return cover ? photoThumbnail(shownPhoto(cover)) : (row.images[0] ?? "");
}
