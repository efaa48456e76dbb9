import { describe, expect, it } from "vitest";
import { seller } from "../brand";
import { gstinCheckCharacter } from "../gstin";
import { BUSINESS_NAME_MESSAGE, BUSINESS_NAME_TOO_LONG_MESSAGE, businessBuyerSchema, GSTIN_INVALID_MESSAGE, GSTIN_LENGTH_MESSAGE, GSTIN_STATE_MESSAGE } from "./business-buyer";
import { placeOrderSchema } from "./order";

/** The first message of a refused value, field by field, as the form and the API show them. */
function messages(value: unknown): Record<string, string> {
  const result = businessBuyerSchema.safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

describe("the business buyer at checkout", () => {
  it.each(["27AAPFU0939F1ZV", "07AAACD1234F1Z9"])("takes the valid GSTIN %s as it is", (gstin) => {
    expect(businessBuyerSchema.parse({ gstin, name: "Sharma Traders" })).toEqual({ gstin, name: "Sharma Traders" });
  });

  it("takes the seller's own GSTIN from the brand module", () => {
    expect(businessBuyerSchema.safeParse({ gstin: seller.gstin, name: "Demo" }).success).toBe(true);
  });

  it("takes lower case and spaces and keeps the GSTIN upper-case without them; trims the name", () => {
    expect(businessBuyerSchema.parse({ gstin: " 27 aapfu 0939 f1zv ", name: "  Sharma Traders  " })).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });
  });

  it("refuses a wrong check character with the certificate message", () => {
    expect(messages({ gstin: "27AAPFU0939F1ZW", name: "Sharma Traders" })).toEqual({ gstin: GSTIN_INVALID_MESSAGE });
    expect(messages({ gstin: "07AAACD1234F1Z8", name: "Sharma Traders" })).toEqual({ gstin: GSTIN_INVALID_MESSAGE });
  });

  it("refuses a GSTIN whose state code is not on the GST list, even with a right check character", () => {
    for (const code of ["00", "39", "96", "99"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      const gstin = `${first14}${gstinCheckCharacter(first14)}`;
      expect(messages({ gstin, name: "Sharma Traders" })).toEqual({ gstin: GSTIN_STATE_MESSAGE });
    }
    // Every code from 01 to 38, and 97 (Other Territory), is one.
    for (const code of [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0")), "97"]) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(businessBuyerSchema.safeParse({ gstin: `${first14}${gstinCheckCharacter(first14)}`, name: "Sharma Traders" }).success).toBe(true);
    }
  });

  it("refuses 15 characters of the wrong shape as not valid", () => {
    expect(messages({ gstin: "AAAAAAAAAAAAAAA", name: "Sharma Traders" })).toEqual({ gstin: GSTIN_INVALID_MESSAGE });
  });

  it.each(["", "27AAPFU0939F1Z", "27AAPFU0939F1ZVX", "27AAPFU0939"])("refuses %j for its length", (gstin) => {
    expect(messages({ gstin, name: "Sharma Traders" })).toEqual({ gstin: GSTIN_LENGTH_MESSAGE });
  });

  it("asks for the business name, 2 to 100 characters after trimming", () => {
    expect(messages({ gstin: "27AAPFU0939F1ZV", name: "" })).toEqual({ name: BUSINESS_NAME_MESSAGE });
    expect(messages({ gstin: "27AAPFU0939F1ZV", name: "  A  " })).toEqual({ name: BUSINESS_NAME_MESSAGE });
    expect(messages({ gstin: "27AAPFU0939F1ZV" })).toEqual({ name: BUSINESS_NAME_MESSAGE });
    expect(messages({ gstin: "27AAPFU0939F1ZV", name: "x".repeat(101) })).toEqual({ name: BUSINESS_NAME_TOO_LONG_MESSAGE });
    expect(businessBuyerSchema.safeParse({ gstin: "27AAPFU0939F1ZV", name: "x".repeat(100) }).success).toBe(true);
  });

  it("is optional on Place Order, and checked when it is sent", () => {
    const order = { addressId: "a", idempotencyKey: "key-12345678" };
    expect(placeOrderSchema.parse(order).business).toBeUndefined();
    expect(placeOrderSchema.parse({ ...order, business: null }).business).toBeNull();
    expect(placeOrderSchema.parse({ ...order, business: { gstin: "27aapfu0939f1zv", name: "Sharma Traders" } }).business).toEqual({ gstin: "27AAPFU0939F1ZV", name: "Sharma Traders" });
    const refused = placeOrderSchema.safeParse({ ...order, business: { gstin: "27AAPFU0939F1ZW", name: "Sharma Traders" } });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["business.gstin", GSTIN_INVALID_MESSAGE]]);
  });
});
