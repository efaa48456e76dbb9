// One way to make a PDF (decision 029): pdfkit with Noto Sans Devanagari, which has the ₹ sign,
// Latin and Devanagari, embedded (subset) in every document. Invoices, credit notes and packing
// slips all start here, so they look alike and none falls back to a font without ₹. Drawing runs on
// the document threads (src/server/lib/documents/, decision 046), never on the one answering requests.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create as parseFont, type Font } from "fontkit";
import PDFDocument from "pdfkit";
import { brand, seller } from "~/shared/brand";

const require = createRequire(import.meta.url);
const fontFiles = {
  body: require.resolve("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf"),
} as const;

export type Pdf = PDFKit.PDFDocument;

let parsedFonts: Record<keyof typeof fontFiles, Font> | undefined;

/**
 * The two fonts, parsed once per thread and shared by every document it draws: fontkit decodes a
 * font's shaping tables and glyphs lazily and keeps them on the parsed font, so a document drawn
 * with an already used font skips that work; each document still embeds its own subset.
 */
function fonts() {
  parsedFonts ??= { body: parseFont(readFileSync(fontFiles.body)), bold: parseFont(readFileSync(fontFiles.bold)) };
  return parsedFonts;
}

/** An A4 document with the shop's two fonts registered as "body" and "bold", "body" selected. */
export function createPdf(info: { title: string; subject?: string }): Pdf {
  const parsed = fonts();
  // pdfkit takes a parsed fontkit font wherever it takes a font file (its types say only files).
  const asSource = (font: Font) => font as unknown as string;
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    // Starting on our own font keeps pdfkit from loading its built-in Helvetica, which has no ₹.
    font: asSource(parsed.body),
    // pdfkit writes every key it is given, so an absent subject must be left out, not undefined.
    info: { Title: info.title, ...(info.subject ? { Subject: info.subject } : {}), Author: seller.legalName, Producer: `${brand.name} shop` },
  });
  for (const [name, font] of Object.entries(parsed)) doc.registerFont(name, asSource(font));
  doc.font("body");
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** The headers of a PDF download: saved under its file name, kept by no shared cache. */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "private, no-store",
  };
}
