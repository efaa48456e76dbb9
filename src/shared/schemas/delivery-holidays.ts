import { z } from "zod";
import { shopDateSchema, textSchema } from "./common";

// Staff's calendar of days without dispatch or delivery (docs/product-rules.md#delivery-promise).

export const HOLIDAY_DAY_MESSAGE = "Please choose a date";
export const HOLIDAY_NAME_MESSAGE = "Please name the holiday (2 to 60 characters)";

/** POST /api/admin/delivery/holidays. */
export const addDeliveryHolidaySchema = z.object({
  day: shopDateSchema(HOLIDAY_DAY_MESSAGE),
  name: textSchema(2, 60, HOLIDAY_NAME_MESSAGE),
});
export type AddDeliveryHolidayInput = z.input<typeof addDeliveryHolidaySchema>;
