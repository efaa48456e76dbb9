// The Noto fonts documents are drawn in (decisions 029 and 055), one family per run font, regular
// and bold, read and parsed with fontkit once per thread, each at the first document that needs it:
// a Latin-only invoice never reads a Tamil or Urdu file. fontkit decodes a font's shaping tables and
// glyphs lazily and keeps them on the parsed font, so later documents skip that work (decision 046);
// each document still embeds its own subset of the glyphs it draws.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as parseFont, type Font } from "fontkit";
import { skipNullAnchors } from "./fontkit-null-anchors";
import type { RunFont } from "./text-runs";

const require = createRequire(import.meta.url);

export type Weight = "regular" | "bold";

/** Each run font's @expo-google-fonts package and file stem. */
const families: Record<RunFont, [pkg: string, stem: string]> = {
  body: ["noto-sans-devanagari", "NotoSansDevanagari"],
  bengali: ["noto-sans-bengali", "NotoSansBengali"],
  gurmukhi: ["noto-sans-gurmukhi", "NotoSansGurmukhi"],
  gujarati: ["noto-sans-gujarati", "NotoSansGujarati"],
  oriya: ["noto-sans-oriya", "NotoSansOriya"],
  tamil: ["noto-sans-tamil", "NotoSansTamil"],
  telugu: ["noto-sans-telugu", "NotoSansTelugu"],
  kannada: ["noto-sans-kannada", "NotoSansKannada"],
  malayalam: ["noto-sans-malayalam", "NotoSansMalayalam"],
  arabic: ["noto-naskh-arabic", "NotoNaskhArabic"],
  emoji: ["noto-emoji", "NotoEmoji"],
};

function fileOf(font: RunFont, weight: Weight): string {
  const [pkg, stem] = families[font];
  const face = weight === "bold" ? "700Bold" : "400Regular";
  return require.resolve(`@expo-google-fonts/${pkg}/${face}/${stem}_${face}.ttf`);
}

/**
 * Urdu's forms (its 4, 6 and 7, among others) are the font's `locl` for the Urdu language, which
 * pdfkit never asks for: this font lays every text out as Urdu, right to left, and shares the rest.
 */
function asUrdu(font: Font): Font {
  return Object.create(font, { layout: { value: (text: string, features?: unknown) => font.layout(text, features ?? [], "arab", "URD", "rtl") } }) as Font;
}

const parsed = new Map<string, Font>();

/** The run font in `weight`, parsed at its first use in this thread. */
export function parsedFont(font: RunFont, weight: Weight): Font {
  const key = `${font}-${weight}`;
  let loaded = parsed.get(key);
  if (!loaded) {
    loaded = parseFont(readFileSync(fileOf(font, weight)));
    skipNullAnchors(loaded);
    if (font === "arabic") loaded = asUrdu(loaded);
    parsed.set(key, loaded);
  }
  return loaded;
}

/** Whether the run font has a glyph for `codePoint` (its regular and bold cover the same characters). */
export const fontCovers = (font: RunFont, codePoint: number) => parsedFont(font, "regular").hasGlyphForCodePoint(codePoint);
