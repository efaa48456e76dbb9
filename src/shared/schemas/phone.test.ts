import { describe, expect, it } from "vitest";
import { addressSchema } from "./address";
import { INDIAN_MOBILE_MESSAGE, normaliseIndianMobile, PHONE_INPUT_MAX } from "./common";
import { businessEnquirySchema, quickEnquirySchema, REQUIRED_FIELDS_MESSAGE } from "./enquiry";

describe("normaliseIndianMobile", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["+91 987 654 3210", "9876543210"],
    ["919876543210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98765-43210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["  6000000000 ", "6000000000"],
    ["+91\u00a098765\u00a043210", "9876543210"],
    // Ten digits that start with 91 are a number, not a country code.
    ["9198765432", "9198765432"],
  ])("reads %j as %j", (typed, digits) => {
    expect(normaliseIndianMobile(typed)).toBe(digits);
  });

  it.each([
    "",
    "12345",
    "5876543210", // a mobile starts 6 to 9
    "+91 58765 43210",
    "987654321", // nine digits
    "98765432101", // eleven, no 0 or 91 in front
    "+92 98765 43210", // another country
    "+1 98765 43210",
    "0091 98765 43210",
    "00 98765 43210",
    "+91 +91 98765 43210",
    "(98765) 43210",
    "98765.43210",
    "98765a43210",
    "९८७६५४३२१०", // Devanagari digits are not stored as typed
  ])("refuses %j", (typed) => {
    expect(normaliseIndianMobile(typed)).toBeNull();
  });

  it("fits every accepted written form within the input's maxLength", () => {
    for (const typed of ["+91 98765 43210", "+91-98765-43210", "+91 987 654 3210", "098765 43210"]) expect(typed.length).toBeLessThanOrEqual(PHONE_INPUT_MAX);
  });
});

describe("the forms that take a phone", () => {
  const address = { fullName: "Asha Devi", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" };

  it("stores the 10 digits whatever way the number was written", () => {
    expect(addressSchema.parse({ ...address, phone: "+91 98765 43210" }).phone).toBe("9876543210");
    expect(businessEnquirySchema.shape.contact.parse("098765 43210")).toBe("9876543210");
    expect(quickEnquirySchema.shape.phone.parse("98765-43210")).toBe("9876543210");
  });

  it("keeps SPEC's message for anything else, and the dialog's own for an empty phone", () => {
    const result = addressSchema.safeParse({ ...address, phone: "+91 12345 67890" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INDIAN_MOBILE_MESSAGE]);
    expect(businessEnquirySchema.shape.contact.safeParse("12345").error?.issues[0]?.message).toBe(INDIAN_MOBILE_MESSAGE);
    expect(quickEnquirySchema.shape.phone.safeParse("  ").error?.issues[0]?.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(quickEnquirySchema.shape.phone.safeParse("12345").error?.issues[0]?.message).toBe(INDIAN_MOBILE_MESSAGE);
  });
});
