import { Hono } from "hono";
import { PINCODE_MESSAGE } from "~/shared/schemas/common";
import { pincodeParamSchema } from "~/shared/schemas/pincode";
import type { AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { validate } from "../../http/validate";
import { lookUpPincode } from "./service";

/** The directory changes only with a release; not rate-limited, as counting a memory look-up would cost more than answering it. */
export const PINCODE_CACHE_CONTROL = "public, max-age=86400";

/** GET /api/pincodes/:pincode: open to everyone, never reads the session or the database. */
export function pincodeRoutes() {
  return new Hono<AppEnv>().get("/:pincode", validate("param", pincodeParamSchema), (c) => {
    const { pincode } = c.req.valid("param");
    c.header("Cache-Control", PINCODE_CACHE_CONTROL);
    const place = lookUpPincode(pincode);
    if (!place) throw new ApiError(404, PINCODE_MESSAGE, { title: "Pincode not found", fields: { pincode: PINCODE_MESSAGE } });
    return c.json({ place });
  });
}
