import { extractText, getDocumentProxy } from "unpdf";

// PDFs read back as a customer, a packer or an accountant would read them: their text. Shared by
// the integration tests and the browser tests that download invoices and packing slips.

/** The whole document's text. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

/** Each page's text, in order. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text;
}
