import { describe, expect, it } from "vitest";
import { embeddedFonts, pdfText } from "~/server/test/pdf";
import { EMOJI, scriptSamples, visibleCharacters, type ScriptSample } from "~/server/test/script-samples";
import { invoiceFor } from "./document";
import { renderInvoicePdf } from "./pdf";

// An invoice to a buyer who writes in any Indian script: the text a reader finds is the buyer's, in glyphs of the script's Noto font.

type OrderRow = Parameters<typeof invoiceFor>[0];

function invoiceTo(buyer: Pick<ScriptSample, "name" | "address" | "city" | "state" | "pincode">) {
  const order = {
    orderNumber: "ORD-20261127-000042",
    createdAt: new Date("2026-11-27T10:00:00Z"),
    discountPaise: 0,
    rewardsPaise: 0,
    shippingPaise: 0,
    codChargePaise: 0,
    upiSavingPaise: 0,
    roundOffPaise: 0,
    shippingFullName: buyer.name,
    shippingPhone: "9876543210",
    shippingAddressLine1: buyer.address,
    shippingAddressLine2: null,
    shippingLandmark: null,
    shippingCity: buyer.city,
    shippingState: buyer.state,
    shippingPincode: buyer.pincode,
    buyerBusinessName: null,
    buyerGstin: null,
    totalPaise: 24500,
  } as unknown as OrderRow;
  const lines = [{ productName: "Kachi Ghani Mustard Oil 1 L", sizeLabel: null, quantity: 1, pricePaise: 24500, subtotalPaise: 24500, hsnCode: "1514", gstRateBp: 500 as const, uqc: "BTL" as const }];
  return invoiceFor(order, lines, "DFF/2026-27/000042", new Date("2026-11-27T10:00:01Z"));
}

describe("a tax invoice's buyer in every script", () => {
  it("a Latin-only invoice embeds the documents' own font alone", async () => {
    const pdf = await renderInvoicePdf(invoiceTo({ name: "Kavita Sharma", address: "12, Gali No. 4, Karol Bagh", city: "New Delhi", state: "Delhi", pincode: "110005" }));
    expect(embeddedFonts(pdf)).toEqual(["NotoSansDevanagari-Bold", "NotoSansDevanagari-Regular"]);
  });

  it.each(scriptSamples)("prints a $script name and address, with an emoji, in $family and Noto Emoji", async (sample) => {
    const pdf = await renderInvoicePdf(invoiceTo({ ...sample, name: `${sample.name} ${EMOJI}` }));
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining([`${sample.family}-Regular`, "NotoEmoji-Regular", "NotoSansDevanagari-Regular"]));
    const text = (await pdfText(pdf)).normalize("NFD");
    // A glyph missing from a font is drawn as an empty box, which reads back as U+0000.
    expect(text).not.toContain("\u0000");
    const typed = sample.readsBack ? `${sample.name}${sample.address}${sample.city}` : "12";
    for (const character of visibleCharacters(`${typed}${EMOJI}`)) expect(text).toContain(character);
    expect(text).toContain(`${sample.state} ${sample.pincode}`);
  });
});
