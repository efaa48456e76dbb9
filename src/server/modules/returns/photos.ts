import { randomUUID } from "node:crypto";
import type { MediaStorage } from "~/server/media/storage";
import type { Logger } from "~/server/logger";
import { processPhoto } from "../catalogue/service";

// A return's photos go through the shop's photo pipeline (recognised by their bytes, metadata stripped)
// and are kept in private storage, read back only through the route that checks whose they are.

export type ReturnPhotoFile = { key: string; width: number; height: number };
export type ProcessedReturnPhoto = { width: number; height: number; body: Buffer };

/** Every upload made into the shop's WebP at its largest width, before anything is stored: one refused file refuses them all. */
export async function processReturnPhotos(uploads: readonly File[]): Promise<ProcessedReturnPhoto[]> {
  const processed: ProcessedReturnPhoto[] = [];
  for (const upload of uploads) {
    const photo = await processPhoto(new Uint8Array(await upload.arrayBuffer()));
    const largest = photo.files.find((file) => file.format === "webp" && file.width === photo.width)!;
    processed.push({ width: largest.width, height: largest.height, body: largest.body });
  }
  return processed;
}

/** Stores the photos under the request's id; the caller removes them with `removeReturnPhotos` if its transaction fails. */
export async function storeReturnPhotos(storage: MediaStorage, requestId: string, photos: readonly ProcessedReturnPhoto[]): Promise<ReturnPhotoFile[]> {
  const files = photos.map((photo) => ({ key: `returns/${requestId}/${randomUUID()}.webp`, width: photo.width, height: photo.height, body: photo.body }));
  await Promise.all(files.map((file) => storage.put(file.key, file.body, "image/webp")));
  return files.map(({ key, width, height }) => ({ key, width, height }));
}

export async function removeReturnPhotos(storage: MediaStorage, logger: Logger, keys: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  for (const result of results) if (result.status === "rejected") logger.error("return photo not removed", { error: String(result.reason) });
}
