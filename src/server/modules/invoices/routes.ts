import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { unauthorized } from "~/server/http/errors";
import { validate } from "~/server/http/validate";
import { pdfHeaders } from "~/server/lib/pdf";
import type { TaxDocumentKind } from "~/shared/invoice";
import { paths } from "~/shared/paths";
import { orderNumberParamSchema } from "~/shared/schemas/order";
import { downloadCustomerDocument, type DownloadedDocument } from "./service";

/** Sends a stored PDF as a download. */
export function pdfResponse(c: Context, { fileName, pdf }: DownloadedDocument): Response {
  return c.body(new Uint8Array(pdf), 200, pdfHeaders(fileName));
}

/** Signed out, a browser following the e-mail's link goes to sign in and back; a script gets 401; another's order answers 404. */
export function customerDocumentRoutes({ db, documents }: Pick<AppDeps, "db" | "documents">) {
  const download = (kind: TaxDocumentKind) => async (c: Context<AppEnv>) => {
    const user = c.var.user;
    if (!user) {
      if (!(c.req.header("Accept") ?? "").includes("text/html")) throw unauthorized();
      c.header("Cache-Control", "no-store");
      return c.redirect(paths.auth.getHref(new URL(c.req.url).pathname), 302);
    }
    const orderNumber = c.req.param("orderNumber") ?? "";
    return pdfResponse(c, await downloadCustomerDocument(db, documents, user.id, orderNumber, kind));
  };
  return new Hono<AppEnv>()
    .get("/number/:orderNumber/invoice.pdf", validate("param", orderNumberParamSchema), download("invoice"))
    .get("/number/:orderNumber/credit-note.pdf", validate("param", orderNumberParamSchema), download("credit-note"))
    .get("/number/:orderNumber/delivery-challan.pdf", validate("param", orderNumberParamSchema), download("delivery-challan"));
}
