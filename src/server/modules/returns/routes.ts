import { answerLanguage } from "~/server/i18n/language";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { returnPhotos, returnRequests } from "~/server/db/schema/returns";
import { notFound } from "~/server/http/errors";
import { isStaff } from "~/server/http/require-staff";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { privateMediaStorageOf } from "~/server/media/folder-storage";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { orderNumberParamSchema } from "~/shared/schemas/order";
import { reportProblemFormSchema } from "~/shared/schemas/return-request";
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX } from "~/shared/returns";
import { pdfHeaders } from "~/server/lib/pdf";
import { downloadReturnCreditNote } from "../invoices/service";
import { reportProblem, returnsOfOrder } from "./service";

/** The one shopper route with a body past the API's limit: up to three photos and the form's fields. */
export const returnUploadBodyLimit = { method: "POST", path: /^\/api\/returns\/orders\/[A-Za-z0-9-]{1,64}$/, maxSize: RETURN_PHOTOS_MAX * RETURN_PHOTO_MAX_BYTES + 64 * 1024 } as const;

/** /api/returns: the shopper's own returns; a photo or credit note only to its shopper or staff (another's answers 404 like a missing one). */
export function returnRoutes({ db, env, logger, documents, ...deps }: AppDeps) {
  const storage = privateMediaStorageOf({ env, ...deps });
  /** The request, when the signed-in user may read it. */
  const readable = async (requestId: string, user: { id: string }) => {
    const [row] = await db.select({ userId: returnRequests.userId }).from(returnRequests).where(eq(returnRequests.id, requestId));
    if (!row || (row.userId !== user.id && !(await isStaff(db, user.id)))) throw notFound("Not found");
  };
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/orders/:orderNumber", validate("param", orderNumberParamSchema), async (c) =>
      c.json(await returnsOfOrder(db, c.var.user!.id, c.req.valid("param").orderNumber, env.now(), answerLanguage(c)), 200),
    )
    .post("/orders/:orderNumber", validate("param", orderNumberParamSchema), validate("form", reportProblemFormSchema), async (c) => {
      const { photos, ...fields } = c.req.valid("form");
      const request = await reportProblem({ db, storage, logger }, c.var.user!.id, c.req.valid("param").orderNumber, fields, photos ?? [], env.now(), answerLanguage(c));
      return c.json({ request }, 201);
    })
    .get("/photos/:id", validate("param", idParamSchema), async (c) => {
      const [photo] = await db.select({ requestId: returnPhotos.requestId, key: returnPhotos.storageKey }).from(returnPhotos).where(and(eq(returnPhotos.id, c.req.valid("param").id)));
      if (!photo) throw notFound("Not found");
      await readable(photo.requestId, c.var.user!);
      const file = await storage.get(photo.key);
      if (!file) throw notFound("Not found");
      c.header("Content-Type", file.contentType);
      c.header("Cache-Control", "private, no-store");
      return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
    })
    .get("/requests/:id/credit-note.pdf", validate("param", idParamSchema), async (c) => {
      await readable(c.req.valid("param").id, c.var.user!);
      const { fileName, pdf } = await downloadReturnCreditNote(db, documents, c.req.valid("param").id);
      return c.body(new Uint8Array(pdf), 200, pdfHeaders(fileName));
    });
}
