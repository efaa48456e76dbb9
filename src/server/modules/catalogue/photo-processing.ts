import { createHash } from "node:crypto";
import sharp, { type FormatEnum, type Metadata } from "sharp";
import { ApiError } from "~/server/http/errors";
import { PHOTO_WIDTHS, type PhotoFormat } from "~/shared/catalog/photos";

// Uploaded photos become the shop's files (docs/decisions/016-product-photos.md): recognised by
// their bytes, never the name or Content-Type, stripped of all metadata, made as WebP and AVIF.

/**
 * Pixels a photo may have: a 48-megapixel phone camera's full size fits; a small file that
 * unpacks into a huge picture (a "decompression bomb") is refused before it takes the memory.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

export const PHOTO_FORMATS_MESSAGE = "Upload a JPEG, PNG, WebP or HEIC photo";
export const NOT_A_PHOTO_MESSAGE = `This file is not a photo we can read. ${PHOTO_FORMATS_MESSAGE}.`;
export const HEIC_NOT_SUPPORTED_MESSAGE =
  "This HEIC photo cannot be read on our server. Upload it from the phone's browser (the phone sends a JPEG), or save it as JPEG first.";
export const PHOTO_TOO_MANY_PIXELS_MESSAGE = `This photo is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`;
export const PHOTO_DAMAGED_MESSAGE = "This photo could not be read: the file may be incomplete or damaged. Please try another.";

/** What sharp's loaders name the formats staff may upload (HEIC and AVIF are both "heif"). */
const ACCEPTED_FORMATS = new Set<keyof FormatEnum>(["jpeg", "png", "webp", "heif"]);

const WEBP = { quality: 80 } as const;
// A low AVIF effort: sharp's default is several times slower and the file is already far smaller than the WebP.
const AVIF = { quality: 50, effort: 2 } as const;

export type PhotoFile = { width: number; height: number; format: PhotoFormat; body: Buffer };

export type ProcessedPhoto = {
  /** A hash of every file: the photo's name, and part of each file's key. */
  id: string;
  width: number;
  height: number;
  widths: number[];
  formats: PhotoFormat[];
  files: PhotoFile[];
};

const refused = (message: string) => new ApiError(400, message, { fields: { photo: message } });

/** The widths to make for a picture `width` wide: the shop's, never wider than it (no upscaling). */
export function widthsFor(width: number): number[] {
  const smaller = PHOTO_WIDTHS.filter((target) => target < width);
  return width <= PHOTO_WIDTHS.at(-1)! ? [...smaller, width] : smaller;
}

async function readMetadata(input: Uint8Array): Promise<Metadata> {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refused(NOT_A_PHOTO_MESSAGE);
  }
}

// One photo at a time per process: a burst of uploads waits its turn instead of decoding several
// 50-megapixel pictures at once (memory), and sharp still uses every core for the one in hand.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => {});
  return next;
}

/** The files of an uploaded photo, or a 400 saying in plain words why it was refused. */
export async function processPhoto(input: Uint8Array): Promise<ProcessedPhoto> {
  const metadata = await readMetadata(input);
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw refused(NOT_A_PHOTO_MESSAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > PHOTO_MAX_PIXELS) throw refused(PHOTO_TOO_MANY_PIXELS_MESSAGE);
  try {
    return await oneAtATime(() => makeFiles(input));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // sharp's prebuilt libvips reads HEIF's AV1 flavour (AVIF) but not the HEVC one phones write
    // (HEIC): the codec is patent-encumbered and left out of the binaries.
    if (metadata.format === "heif" && metadata.compression === "hevc") throw refused(HEIC_NOT_SUPPORTED_MESSAGE);
    throw refused(PHOTO_DAMAGED_MESSAGE);
  }
}

async function makeFiles(input: Uint8Array): Promise<ProcessedPhoto> {
  // Decoded once, upright, at the largest width the shop uses; every file is made from that.
  // Nothing of the original's metadata is carried over (sharp writes none unless asked to).
  const upright = await sharp(input, { autoOrient: true, limitInputPixels: PHOTO_MAX_PIXELS, failOn: "truncated" })
    .resize({ width: PHOTO_WIDTHS.at(-1), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const widths = widthsFor(width);
  const files: PhotoFile[] = [];
  for (const target of widths) {
    const resized = sharp(upright.data, { raw: { width, height, channels } }).resize({ width: target });
    const [webp, avif] = await Promise.all([
      resized.clone().webp(WEBP).toBuffer({ resolveWithObject: true }),
      resized.clone().avif(AVIF).toBuffer({ resolveWithObject: true }),
    ]);
    files.push({ width: target, height: webp.info.height, format: "webp", body: webp.data });
    files.push({ width: target, height: avif.info.height, format: "avif", body: avif.data });
  }
  // AVIF is kept only where it pays: smaller than the WebP at every width. Otherwise browsers
  // that take AVIF would download more for the same picture.
  const bytesOf = (format: PhotoFormat, target: number) => files.find((file) => file.format === format && file.width === target)!.body.length;
  const avifPays = widths.every((target) => bytesOf("avif", target) < bytesOf("webp", target));
  const kept = avifPays ? files : files.filter((file) => file.format === "webp");
  const hash = createHash("sha256");
  for (const file of kept) hash.update(file.body);
  const largest = kept.find((file) => file.width === widths.at(-1))!;
  return {
    id: hash.digest("hex").slice(0, 20),
    width: largest.width,
    height: largest.height,
    widths,
    formats: avifPays ? ["webp", "avif"] : ["webp"],
    files: kept,
  };
}
