import { z } from "zod";
import { notDeliveredMessage, STATE_NOT_LISTED_MESSAGE } from "../form-fields";
import { listedState, pincodeSchema } from "./common";

// GET /api/delivery/:pincode and the back office's switched-off areas (docs/product-rules.md#delivery-promise).

export const deliveryParamSchema = z.object({ pincode: pincodeSchema });

export const DELIVERY_EXCLUSION_KINDS = ["pincode", "state"] as const;
export type DeliveryExclusionKind = (typeof DELIVERY_EXCLUSION_KINDS)[number];

/** Staff switch deliveries off for one pincode or a whole state or union territory. */
export const switchOffDeliverySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("pincode"), value: pincodeSchema }),
    z.object({
      kind: z.literal("state"),
      value: z.string({ error: STATE_NOT_LISTED_MESSAGE }).trim().pipe(listedState),
    }),
  ],
  { error: "Choose a pincode or a state" },
);

export type SwitchOffDeliveryInput = z.input<typeof switchOffDeliverySchema>;

export { notDeliveredMessage };
