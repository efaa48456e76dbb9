// fontkit ships no types. The shop only parses a font once and hands the parsed font to pdfkit
// (src/server/lib/pdf.ts), which accepts any object with fontkit's `layout`.
declare module "fontkit" {
  export type Font = { layout: (...args: never[]) => unknown; postscriptName: string };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
