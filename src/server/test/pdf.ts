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
