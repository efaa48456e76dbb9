import { z } from "zod";
import { RETURN_PHOTO_MAX_BYTES, RETURN_PHOTOS_MAX, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES, photosRequired } from "../returns";
import { optionalTextSchema, textSchema } from "./common";
import { pageQuerySchema } from "./admin-common";

// "Report a problem" and staff's decision: one message per rule, on both sides.

export const RETURN_LINES_MESSAGE = "Please choose at least one item with a problem";
export const RETURN_QUANTITY_MESSAGE = "Please choose how many, up to the number you bought";
export const RETURN_REASON_MESSAGE = "Please choose what is wrong";
export const RETURN_DESCRIPTION_MESSAGE = "Please describe the problem in 10 to 1,000 characters";
export const RETURN_RESOLUTION_MESSAGE = "Please choose a refund or a replacement";
export const RETURN_PHOTOS_MESSAGE = `Please add 1 to ${RETURN_PHOTOS_MAX} photos of the problem`;
export const RETURN_PHOTO_TOO_LARGE_MESSAGE = `Each photo can be at most ${RETURN_PHOTO_MAX_BYTES / 1024 / 1024} MB`;
export const REFUSAL_REASON_MESSAGE = "Please give the shopper a reason of 5 to 500 characters";
export const DECISION_NOTE_MESSAGE = "A note can be at most 500 characters";

const returnLineSchema = z.object({
  orderItemId: z.uuid(RETURN_LINES_MESSAGE),
  quantity: z.number(RETURN_QUANTITY_MESSAGE).int(RETURN_QUANTITY_MESSAGE).min(1, RETURN_QUANTITY_MESSAGE).max(999, RETURN_QUANTITY_MESSAGE),
});

/** The request's fields, as the form fills them and the server reads them (the photos apart). */
export const returnRequestFieldsSchema = z.object({
  lines: z
    .array(returnLineSchema, RETURN_LINES_MESSAGE)
    .min(1, RETURN_LINES_MESSAGE)
    .max(50, RETURN_LINES_MESSAGE)
    .refine((lines) => new Set(lines.map((line) => line.orderItemId)).size === lines.length, RETURN_LINES_MESSAGE),
  reason: z.enum(RETURN_REASONS, RETURN_REASON_MESSAGE),
  description: textSchema(10, 1000, RETURN_DESCRIPTION_MESSAGE),
  resolution: z.enum(RETURN_RESOLUTIONS, RETURN_RESOLUTION_MESSAGE),
});
export type ReturnRequestFields = z.infer<typeof returnRequestFieldsSchema>;

/** Whether `count` photos are right for the reason: the form and the server ask the same. */
export const photoCountFits = (reason: (typeof RETURN_REASONS)[number], count: number) => count <= RETURN_PHOTOS_MAX && (!photosRequired(reason) || count >= 1);

const photoFileSchema = z
  .instanceof(File, { error: RETURN_PHOTOS_MESSAGE })
  .refine((file) => file.size > 0, RETURN_PHOTOS_MESSAGE)
  .refine((file) => file.size <= RETURN_PHOTO_MAX_BYTES, RETURN_PHOTO_TOO_LARGE_MESSAGE);

const parsedJson = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

/** POST /api/returns/orders/:orderNumber as multipart form data: `lines` as JSON text, each photo under `photos`. */
export const reportProblemFormSchema = z
  .object({
    lines: z.preprocess(parsedJson, returnRequestFieldsSchema.shape.lines),
    reason: returnRequestFieldsSchema.shape.reason,
    description: returnRequestFieldsSchema.shape.description,
    resolution: returnRequestFieldsSchema.shape.resolution,
    photos: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(photoFileSchema)).optional(),
  })
  .superRefine((form, context) => {
    if (!photoCountFits(form.reason, form.photos?.length ?? 0)) context.addIssue({ code: "custom", path: ["photos"], message: RETURN_PHOTOS_MESSAGE });
  });

/** POST /api/admin/returns/:id/refuse */
export const refuseReturnSchema = z.object({ reason: textSchema(5, 500, REFUSAL_REASON_MESSAGE) });
/** POST /api/admin/returns/:id/approve */
export const approveReturnSchema = z.object({ note: optionalTextSchema(500, DECISION_NOTE_MESSAGE) });

export const adminReturnListQuerySchema = pageQuerySchema.extend({ status: z.enum(RETURN_STATUSES).default("pending") });
export type AdminReturnFilter = z.infer<typeof adminReturnListQuerySchema>;
