import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { orderNumberParamSchema } from "~/shared/schemas/order";
import { utrSchema } from "~/shared/schemas/upi";
import { getUpiPayment, submitUtr, upiQrSvg } from "./service";

/** A UPI order's payment page: only the order's owner reads it, its QR code, or gives its UTR (another's order answers 404). */
export function upiRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  const payee = { vpa: env.UPI_VPA, name: env.UPI_PAYEE_NAME };
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/orders/:orderNumber", validate("param", orderNumberParamSchema), async (c) =>
      c.json(await getUpiPayment(db, c.var.user!.id, c.req.valid("param").orderNumber, payee, env.now())),
    )
    .get("/orders/:orderNumber/qr.svg", validate("param", orderNumberParamSchema), async (c) => {
      const svg = await upiQrSvg(db, c.var.user!.id, c.req.valid("param").orderNumber, payee, env.now());
      // The owner's own payment details: never kept by a shared cache; the SVG runs no script of its own.
      return c.body(svg, 200, { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "private, no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'", "X-Content-Type-Options": "nosniff" });
    })
    .post("/orders/:orderNumber/utr", validate("param", orderNumberParamSchema), validate("json", utrSchema), async (c) => {
      await submitUtr(db, c.var.user!.id, c.req.valid("param").orderNumber, c.req.valid("json").utr, env.now());
      return c.json(await getUpiPayment(db, c.var.user!.id, c.req.valid("param").orderNumber, payee, env.now()));
    });
}
