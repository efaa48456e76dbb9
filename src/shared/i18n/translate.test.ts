import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as sharedHi } from "~/locales/hi/shared";
import { translateEnglish } from "./translate";

describe("translateEnglish", () => {
  const hindi = setupI18n({ locale: "hi", messages: { hi: sharedHi } });

  it("translates a schema's message by its English text", () => {
    expect(translateEnglish(hindi, "Please enter a valid 6-digit pincode")).toMatch(/पिनकोड/);
  });

  it("matches a text with values against a key holding {name}, and puts the values in the translation", () => {
    const text = translateEnglish(hindi, "We do not deliver to pincode 560001 yet. Please choose another address.");
    expect(text).toMatch(/पिनकोड/);
    expect(text).toContain("560001");
    // A name used twice in the English must be the same value twice.
    const both = translateEnglish(hindi, "Pincode 110001 is in Delhi. Please choose Delhi, or check the pincode.");
    expect(both.match(/Delhi/g)).toHaveLength(2);
    expect(both).toContain("110001");
    expect(translateEnglish(hindi, "Pincode 110001 is in Delhi. Please choose Haryana, or check the pincode.")).toBe("Pincode 110001 is in Delhi. Please choose Haryana, or check the pincode.");
  });

  it("leaves a text it does not know as it is", () => {
    expect(translateEnglish(hindi, "Hydraulic Pressed Mustard Oil 1L")).toBe("Hydraulic Pressed Mustard Oil 1L");
    expect(translateEnglish(hindi, "toString")).toBe("toString");
  });
});
