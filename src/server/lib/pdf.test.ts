import { describe, expect, it } from "vitest";
import { pdfText } from "~/server/test/pdf";
import { EMOJI, scriptSamples } from "~/server/test/script-samples";
import { createPdf, pdfBytes } from "./pdf";
import { fontCovers, parsedFont } from "./pdf-fonts";
import { textRuns, type RunFont } from "./text-runs";

/** The glyphs a text's runs are drawn with, by name, in the order they stand on the page. */
const glyphsOf = (text: string) => textRuns(text, fontCovers).flatMap((run) => parsedFont(run.font, "regular").layout(run.text, run.rtl ? [] : undefined).glyphs);
const namesIn = (font: RunFont, text: string) => parsedFont(font, "regular").layout(text).glyphs.map((glyph) => glyph.name);

describe("createPdf", () => {
  it("writes a PDF whose text, with the ₹ sign and Devanagari, reads back", async () => {
    const doc = createPdf({ title: "Test document" });
    doc.font("bold").fontSize(16).text("Tax Invoice");
    doc.font("body").fontSize(10).text("Total ₹387.00 — सरसों का तेल");
    const bytes = await pdfBytes(doc);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("₹387.00");
  });

  it("measures a text of several scripts as high as it draws, wrapped or not", async () => {
    const doc = createPdf({ title: "Test document" }).fontSize(9);
    for (const text of ["কলকাতা Kolkata, West Bengal 700001, and Latin words enough to wrap", `ਗੁਰਦੁਆਰਾ ਸਾਹਿਬ ਦੇ ਨੇੜੇ ${EMOJI}`, "مکان نمبر 12، گلی قاسم جان، بلی ماران, Chandni Chowk"]) {
      const height = doc.heightOfString(text, { width: 150 });
      const top = doc.y;
      doc.text(text, 40, top, { width: 150 });
      expect(doc.y - top).toBeCloseTo(height, 6);
    }
    await pdfBytes(doc);
  });
});

describe("the glyphs each script is drawn with", () => {
  it.each(scriptSamples)("has a glyph for every letter of a $script name and address, and for the emoji", ({ name, address, city }) => {
    const missing = glyphsOf(`${name} ${EMOJI} ${address}, ${city}`).filter((glyph) => glyph.id === 0);
    expect(missing.map((glyph) => glyph.codePoints)).toEqual([]);
  });

  it("shapes conjuncts and vowel signs: one glyph for क्ष, a vowel sign in two parts around its consonant", () => {
    expect(namesIn("body", "क्ष")).toEqual(["uni0915094D0937"]);
    expect(namesIn("body", "कि")).toEqual(["uni093F.04", "uni0915"]);
    expect(namesIn("bengali", "ক্ষ")).toEqual(["uni099509CD09B7"]);
    expect(namesIn("bengali", "কো")).toEqual(["uni09C7.init", "uni0995", "uni09BE"]);
    expect(namesIn("tamil", "கொ")).toEqual(["evowelsigntamil", "katamil", "aavowelsigntamil"]);
    expect(namesIn("tamil", "ஸ்ரீ")).toEqual(["shritamil"]);
    // Noto Sans Gurmukhi has NULL mark anchors, on which fontkit 2.0.4 alone throws.
    expect(namesIn("gurmukhi", "ਦੁ")).toEqual(["daguru", "umatraguru"]);
  });

  it("draws Urdu right to left in its joined forms, its numbers left to right, in Urdu's own digits", () => {
    const names = glyphsOf("نمبر 12").map((glyph) => glyph.name);
    expect(names).toEqual(["one", "two", "space", "uni0631.fina", "dotbelowar", "uni066E.medi", "uni0645.medi", "dotabovear", "uni066E.init"]);
    expect(glyphsOf("۴۶۷").map((glyph) => glyph.name)).toEqual(["uni06F4.locl", "uni0666", "uni06F7.locl"]);
  });
});
