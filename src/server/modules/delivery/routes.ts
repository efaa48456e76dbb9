import { Hono } from "hono";
import { secondsUntilPromiseChanges } from "~/shared/delivery";
import { PINCODE_MESSAGE } from "~/shared/schemas/common";
import { deliveryParamSchema } from "~/shared/schemas/delivery";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { deliveryFor } from "./service";

/** At most this long in any cache: a pincode staff switch off stops being promised within it (checkout refuses at once). */
const MAX_CACHE_SECONDS = 300;

/** The same for every shopper, so no session is read; cacheable until the answer could change by itself, at most 5 minutes. */
export function deliveryRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>().get("/:pincode", validate("param", deliveryParamSchema), async (c) => {
    const { pincode } = c.req.valid("param");
    const now = env.now();
    const found = await deliveryFor(db, pincode, now);
    c.header("Cache-Control", `public, max-age=${Math.min(MAX_CACHE_SECONDS, secondsUntilPromiseChanges(now))}`);
    if (!found) throw new ApiError(404, PINCODE_MESSAGE, { title: "Pincode not found", fields: { pincode: PINCODE_MESSAGE } });
    return c.json({ place: found.place, promise: found.promise });
  });
}
