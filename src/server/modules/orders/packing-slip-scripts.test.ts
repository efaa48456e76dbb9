import { describe, expect, it } from "vitest";
import { embeddedFonts, pdfText } from "~/server/test/pdf";
import { EMOJI, scriptSamples, visibleCharacters, type ScriptSample } from "~/server/test/script-samples";
import { renderPackingSlips, type PackingSlipOrder } from "./packing-slip";

// The packer reads the name (in bold) and the address in the buyer's own script, never empty boxes.

function slipFor(sample: ScriptSample): PackingSlipOrder {
  return {
    orderNumber: "ORD-20261127-000042",
    createdAt: "2026-11-27T10:00:00.000Z",
    shipping: {
      fullName: `${sample.name} ${EMOJI}`,
      phone: "9876543210",
      addressLine1: sample.address,
      addressLine2: null,
      landmark: null,
      city: sample.city,
      state: sample.state,
      pincode: sample.pincode,
    },
    items: [{ productName: "Kachi Ghani Mustard Oil 1 L", quantity: 2 }],
    subtotalPaise: 49000,
    totalPaise: 49000,
    paymentMethod: "cod",
    paymentStatus: "pending",
    orderStatus: "placed",
    promisedDeliveryOn: null,
  } as unknown as PackingSlipOrder;
}

describe("a packing slip for a buyer in every script", () => {
  it.each(scriptSamples)("prints a $script name in bold and its address, with an emoji, in $family and Noto Emoji", async (sample) => {
    const pdf = await renderPackingSlips([slipFor(sample)], "Packing slip");
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining([`${sample.family}-Bold`, `${sample.family}-Regular`, "NotoEmoji-Bold"]));
    const text = (await pdfText(pdf)).normalize("NFD");
    expect(text).not.toContain("\u0000");
    const typed = sample.readsBack ? `${sample.name}${sample.address}${sample.city}` : "12";
    for (const character of visibleCharacters(`${typed}${EMOJI}`)) expect(text).toContain(character);
    expect(text).toContain("Cash on Delivery: collect ₹490");
  });
});
