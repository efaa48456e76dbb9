// The documents' Noto fonts (decision 055), each parsed once per thread at the first document that
// needs it; fontkit keeps what it decodes on the parsed font, so later documents skip that (decision 046).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as parseFont, type Font } from "fontkit";
import { skipNullAnchors } from "./fontkit-null-anchors";
import type { RunFont } from "./text-runs";

const require = createRequire(import.meta.url);

export type Weight = "regular" | "bold";

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

/** Laid out as Urdu, right to left: pdfkit never asks for the language, whose `locl` draws Urdu's 4, 6 and 7. */
function asUrdu(font: Font): Font {
  return Object.create(font, { layout: { value: (text: string, features?: unknown) => font.layout(text, features ?? [], "arab", "URD", "rtl") } }) as Font;
}

const parsed = new Map<string, Font>();

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

// A family's regular and bold cover the same characters.
export const fontCovers = (font: RunFont, codePoint: number) => parsedFont(font, "regular").hasGlyphForCodePoint(codePoint);
