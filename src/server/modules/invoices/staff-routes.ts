import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import type { TaxDocumentKind } from "~/shared/invoice";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { pdfResponse } from "./routes";
import { downloadStaffDocument } from "./service";

/** Any order's invoice, credit note and delivery challan for staff, under /api/admin/orders beside the order routes. */
export function staffInvoiceRoutes({ db, documents }: Pick<AppDeps, "db" | "documents">) {
  const download = (kind: TaxDocumentKind) => async (c: Context<AppEnv>) => pdfResponse(c, await downloadStaffDocument(db, documents, c.req.param("id") ?? "", kind));
  return new Hono<AppEnv>()
    .get("/:id/invoice.pdf", validate("param", idParamSchema), download("invoice"))
    .get("/:id/credit-note.pdf", validate("param", idParamSchema), download("credit-note"))
    .get("/:id/delivery-challan.pdf", validate("param", idParamSchema), download("delivery-challan"));
}
