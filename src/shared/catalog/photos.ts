// A staff photo: a few widths in WebP (and AVIF where smaller), named by content hash so browsers may keep them a year.

export const PHOTO_WIDTHS = [320, 640, 960] as const;

export type PhotoFormat = "webp" | "avif";

export type CataloguePhoto = {
  /** Names the photo in the back office's requests (remove, reorder): a hash of its files. */
  id: string;
  /** Its files' public address without the ending: `${src}-${width}.${format}`. */
  src: string;
  /** Of its largest file, upright (a phone's rotation applied). */
  width: number;
  height: number;
  /** The widths it was made at, smallest first; never wider than the uploaded picture. */
  widths: readonly number[];
  /** WebP always; AVIF too when it came out smaller at every width. */
  formats: readonly PhotoFormat[];
};

export const photoFile = (photo: Pick<CataloguePhoto, "src">, width: number, format: PhotoFormat) => `${photo.src}-${width}.${format}`;

/** A `srcset` of one format: every width the photo has. */
export const photoSrcSet = (photo: Pick<CataloguePhoto, "src" | "widths">, format: PhotoFormat) =>
  photo.widths.map((width) => `${photoFile(photo, width, format)} ${width}w`).join(", ");

/** The one small picture a cart, wishlist or order line keeps: the smallest WebP. */
export const photoThumbnail = (photo: Pick<CataloguePhoto, "src" | "widths">) => photoFile(photo, photo.widths[0]!, "webp");


/** The largest WebP: what a page without `srcset` (structured data, a link preview) names. */
export const photoLargest = (photo: Pick<CataloguePhoto, "src" | "widths">) => photoFile(photo, photo.widths.at(-1)!, "webp");
