import { z } from "zod";
import { pincodeSchema } from "./common";

// GET /api/pincodes/:pincode (docs/product-rules.md#saved-addresses).

export const pincodeParamSchema = z.object({ pincode: pincodeSchema });

/** A pincode's place, as the directory knows it and the API answers it. */
export type PincodePlace = {
  pincode: string;
  district: string;
  state: string;
  /** What a shopper most likely writes as the city; the form fills it in and they may change it. */
  city: string;
  /** In Delhi-NCR: all of Delhi and the districts in DELHI_NCR_DISTRICTS (src/shared/india.ts). */
  delhiNcr: boolean;
};
