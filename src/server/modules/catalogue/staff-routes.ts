import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { mediaStorageOf } from "~/server/media/folder-storage";
import {
  catalogueItemFormSchema,
  itemIdParamSchema,
  newCatalogueItemSchema,
  PHOTO_MAX_BYTES,
  photoOrderSchema,
  photoParamSchema,
  photoUploadSchema,
  stockAdjustmentSchema,
} from "~/shared/schemas/admin-catalogue";
import { addPhoto, removePhoto, reorderPhotos } from "./photo-service";
import { createCatalogueItem } from "./create-item";
import { adjustStock, getCatalogueItemForStaff, listCatalogueForStaff, updateCatalogueItem } from "./staff-service";
import { newSizeSchema, retireSizeSchema, sizeFormSchema, sizeOrderSchema, sizeParamSchema } from "~/shared/schemas/admin-sizes";
import { addSize, reorderSizes, retireSize, updateSize } from "./size-service";

/**
 * The one API route that takes a body larger than the API's limit: a photo upload, with room for
 * the multipart framing around the file. app.ts gives it this limit instead of the usual one.
 */
export const photoUploadBodyLimit = { method: "POST", path: /^\/api\/admin\/catalogue\/[a-z0-9-]{1,64}\/photos$/, maxSize: PHOTO_MAX_BYTES + 64 * 1024 } as const;

export function staffCatalogueRoutes(deps: Pick<AppDeps, "db" | "env" | "logger" | "media" | "emails">) {
  const { db } = deps;
  const photos = { db, media: mediaStorageOf(deps), logger: deps.logger };
  const restock = () => ({ emails: deps.emails, baseUrl: deps.env.baseUrl, now: deps.env.now() });
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ items: await listCatalogueForStaff(db) }, 200))
    .post("/", validate("json", newCatalogueItemSchema), async (c) => c.json({ item: await createCatalogueItem(db, c.var.user!.id, c.req.valid("json")) }, 201))
    .get("/:id", validate("param", itemIdParamSchema), async (c) => c.json(await getCatalogueItemForStaff(db, c.req.valid("param").id), 200))
    .put("/:id", validate("param", itemIdParamSchema), validate("json", catalogueItemFormSchema), async (c) =>
      c.json({ item: await updateCatalogueItem(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json")) }, 200),
    )
    .post("/:id/stock", validate("param", itemIdParamSchema), validate("json", stockAdjustmentSchema), async (c) =>
      c.json({ item: await adjustStock(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json"), { restock: restock() }) }, 200),
    )
    .post("/:id/sizes", validate("param", itemIdParamSchema), validate("json", newSizeSchema), async (c) =>
      c.json({ item: await addSize(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json")) }, 201),
    )
    .put("/:id/sizes", validate("param", itemIdParamSchema), validate("json", sizeOrderSchema), async (c) =>
      c.json({ item: await reorderSizes(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json").order) }, 200),
    )
    .put("/:id/sizes/:sizeId", validate("param", sizeParamSchema), validate("json", sizeFormSchema), async (c) => {
      const { id, sizeId } = c.req.valid("param");
      return c.json({ item: await updateSize(db, c.var.user!.id, id, sizeId, c.req.valid("json")) }, 200);
    })
    .post("/:id/sizes/:sizeId/stock", validate("param", sizeParamSchema), validate("json", stockAdjustmentSchema), async (c) => {
      const { id, sizeId } = c.req.valid("param");
      return c.json({ item: await adjustStock(db, c.var.user!.id, id, c.req.valid("json"), { sizeId, restock: restock() }) }, 200);
    })
    .post("/:id/sizes/:sizeId/retire", validate("param", sizeParamSchema), validate("json", retireSizeSchema), async (c) => {
      const { id, sizeId } = c.req.valid("param");
      return c.json({ item: await retireSize(db, c.var.user!.id, id, sizeId, c.req.valid("json").retired) }, 200);
    })
    .post("/:id/photos", validate("param", itemIdParamSchema), validate("form", photoUploadSchema), async (c) => {
      const upload = new Uint8Array(await c.req.valid("form").photo.arrayBuffer());
      return c.json({ item: await addPhoto(photos, c.var.user!.id, c.req.valid("param").id, upload) }, 201);
    })
    .put("/:id/photos", validate("param", itemIdParamSchema), validate("json", photoOrderSchema), async (c) =>
      c.json({ item: await reorderPhotos(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json").order) }, 200),
    )
    .delete("/:id/photos/:photoId", validate("param", photoParamSchema), async (c) => {
      const { id, photoId } = c.req.valid("param");
      return c.json({ item: await removePhoto(photos, c.var.user!.id, id, photoId) }, 200);
    });
}
