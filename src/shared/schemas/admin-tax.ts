import { z } from "zod";
import { GSTR1_MONTH_MESSAGE } from "../gstr1";
import { shopMonthSchema } from "./common";

/** A return's month in the shop's calendar, YYYY-MM. */
export const gstr1MonthSchema = z.object({ month: shopMonthSchema(GSTR1_MONTH_MESSAGE) });
