// fontkit ships no types. The shop parses fonts once and hands them to pdfkit (src/server/lib/pdf-fonts.ts),
// which accepts any object with fontkit's `layout`; tests lay text out to see which glyphs it gets.
declare module "fontkit" {
  export type Glyph = { id: number; name: string; codePoints: number[] };
  export type Font = {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    layout: (text: string, features?: unknown, script?: string, language?: string, direction?: "ltr" | "rtl") => { glyphs: Glyph[] };
    hasGlyphForCodePoint: (codePoint: number) => boolean;
  };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
