import { Hono } from "hono";
import type { PaymentOptions } from "~/shared/schemas/payment-settings";
import { deliveryParamSchema } from "~/shared/schemas/delivery";
import type { AppDeps, AppEnv } from "../../context";
import { validate } from "../../http/validate";
import { isCodBlocked } from "./service";
import { getPaymentSettings } from "./settings";

/** GET /api/payments/options/:pincode: what checkout offers at an address and what each way to pay adds or takes off; the same for every shopper. */
export function paymentRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/options/:pincode", validate("param", deliveryParamSchema), async (c) => {
    const { pincode } = c.req.valid("param");
    const [blocked, settings] = await Promise.all([isCodBlocked(db, pincode), getPaymentSettings(db)]);
    const options: PaymentOptions = { codAvailable: !blocked, codChargePaise: settings.codChargePaise, upiSavingPaise: settings.upiSavingPaise };
    return c.json(options, 200);
  });
}
