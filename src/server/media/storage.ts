import path from "node:path";

// Where uploaded media (product photos) are kept: one small interface, so the folder under
// DATA_DIR that a laptop and a single server use can be swapped for an S3-compatible bucket in
// production without touching the code that stores or serves photos
// (docs/decisions/016-product-photos.md#storage).

export type StoredFile = { body: Uint8Array; contentType: string };

export interface MediaStorage {
  /** Writes the file whole (a reader never sees half of it); an existing key is replaced. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
}

/** Checked by every storage and by the /media route, so a key can never climb out of its folder or bucket prefix. */
export const MEDIA_KEY_PATTERN = /^(?:[a-z0-9][a-z0-9-]{0,63}\/){1,4}[a-z0-9][a-z0-9-]{0,127}\.(?:webp|avif)$/;

const CONTENT_TYPES: Record<string, string> = { ".webp": "image/webp", ".avif": "image/avif" };

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";
}

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

/** Where the shop's media are served: `/media/<key>`. */
export const MEDIA_PATH = "/media";

export const mediaUrl = (key: string) => `${MEDIA_PATH}/${key}`;
