import { Hono } from "hono";
import type { AppEnv } from "../context";
import { MEDIA_KEY_PATTERN, MEDIA_PATH, type MediaStorage } from "./storage";

/**
 * GET /media/<key> (mounted at MEDIA_PATH): uploaded photos. A key names its content (a hash is part of it), so a file
 * never changes under its name: browsers and proxies keep it for a year without asking again.
 */
export function mediaRoutes(storage: MediaStorage) {
  return new Hono<AppEnv>().on(["GET", "HEAD"], "/*", async (c) => {
    const key = c.req.path.slice(`${MEDIA_PATH}/`.length);
    if (!MEDIA_KEY_PATTERN.test(key)) return c.text("Not found", 404);
    const file = await storage.get(key);
    if (!file) return c.text("Not found", 404);
    c.header("Content-Type", file.contentType);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
  });
}
