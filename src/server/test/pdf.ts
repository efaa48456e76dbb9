import { extractText, getDocumentProxy } from "unpdf";

// PDFs read back as their readers would: their text.

/** The whole document's text. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

/** Each page's text, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text;
}

/** The fonts a PDF embeds, by PostScript name (each is a subset, tagged `ABCDEF+` in the file). */
export function embeddedFonts(bytes: Uint8Array): string[] {
  const names = Buffer.from(bytes).toString("latin1").matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g);
  return [...new Set([...names].map((match) => match[1]!))].sort();
}
