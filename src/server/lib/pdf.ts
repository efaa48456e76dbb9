// One way to make a PDF (decisions 029 and 055): pdfkit with Noto Sans Devanagari (₹, Latin, Devanagari),
// and a Noto font for each other script a text has. Invoices, credit notes and packing slips all
// start here; they are drawn on the document threads (decision 046).
import type { Font } from "fontkit";
import PDFDocument from "pdfkit";
import { brand, seller } from "~/shared/brand";
import { fontCovers, parsedFont, type Weight } from "./pdf-fonts";
import { needsRuns, textRuns, type TextRun } from "./text-runs";

export type Pdf = PDFKit.PDFDocument;
type TextOptions = PDFKit.Mixins.TextOptions;
type FontName = "body" | "bold";

// pdfkit takes a parsed fontkit font wherever it takes a font file (its types say only files).
const asSource = (font: Font) => font as unknown as string;
const weightOf = (name: FontName): Weight => (name === "bold" ? "bold" : "regular");
// pdfkit keeps the font size in a field of its own and has no getter for it.
const fontSizeOf = (doc: object) => (doc as { _fontSize: number })._fontSize;

/** Draws and measures a text of other scripts run by run, as `continued` text, on the body font's baseline. */
class ScriptAwarePdf extends PDFDocument {
  private fontName: FontName = "body";
  private runFonts = new Set<string>();
  /** While runs are drawn, pdfkit's own calls (its line wrapper measures words) pass straight through. */
  private inRun = false;

  font(src: PDFKit.Mixins.PDFFontSource, familyOrSize?: string | number, size?: number): this {
    if (src === "body" || src === "bold") this.fontName = src;
    return super.font(src, familyOrSize as string, size);
  }

  text(text: string, x?: number, y?: number, options?: TextOptions): this;
  text(text: string, options?: TextOptions): this;
  text(text: string, xOrOptions?: number | TextOptions, y?: number, options?: TextOptions): this {
    const runs = this.runsOf(text);
    if (!runs) return typeof xOrOptions === "object" ? super.text(text, xOrOptions) : super.text(text, xOrOptions, y, options);
    const at = typeof xOrOptions === "number" || y !== undefined ? { x: xOrOptions as number | undefined, y } : undefined;
    this.eachRun(runs, typeof xOrOptions === "object" ? xOrOptions : options, (run, runOptions, index) =>
      index === 0 && at ? super.text(run.text, at.x, at.y, runOptions) : super.text(run.text, runOptions),
    );
    return this;
  }

  heightOfString(text: string, options?: TextOptions): number {
    const runs = this.runsOf(text);
    if (!runs) return super.heightOfString(text, options);
    // Measured as drawn: a continued run adds the lines it ends, the last one all of its own.
    return this.eachRun(runs, options, (run, runOptions) => super.heightOfString(run.text, runOptions)).reduce((sum, height) => sum + height, 0);
  }

  widthOfString(text: string, options?: TextOptions): number {
    const runs = this.runsOf(text);
    if (!runs) return super.widthOfString(text, options);
    return this.eachRun(runs, options, (run, runOptions) => super.widthOfString(run.text, runOptions)).reduce((sum, width) => sum + width, 0);
  }

  private runsOf(text: unknown): TextRun[] | undefined {
    if (this.inRun || typeof text !== "string" || !needsRuns(text)) return undefined;
    const runs = textRuns(text, fontCovers);
    return runs.length === 1 && runs[0]!.font === "body" ? undefined : runs;
  }

  private eachRun<T>(runs: TextRun[], options: TextOptions = {}, draw: (run: TextRun, options: TextOptions, index: number) => T): T[] {
    const drawerFont = this.fontName;
    const body = parsedFont("body", weightOf(drawerFont));
    const baseline = options.baseline ?? -((body.ascent / body.unitsPerEm) * fontSizeOf(this));
    this.inRun = true;
    try {
      return runs.map((run, index) => {
        this.selectRunFont(run, drawerFont);
        const last = index === runs.length - 1;
        // Features make pdfkit lay a line out whole: word by word, a right-to-left run's words come out left to right.
        return draw(run, { ...options, baseline, continued: last ? options.continued : true, ...(run.rtl ? { features: [] } : {}) }, index);
      });
    } finally {
      this.inRun = false;
      this.font(drawerFont);
    }
  }

  private selectRunFont(run: TextRun, drawerFont: FontName) {
    if (run.font === "body") return super.font(drawerFont);
    const name = `${run.font}-${drawerFont}`;
    if (!this.runFonts.has(name)) {
      this.registerFont(name, asSource(parsedFont(run.font, weightOf(drawerFont))));
      this.runFonts.add(name);
    }
    return super.font(name);
  }
}

/** An A4 document with the shop's two fonts registered as "body" and "bold", "body" selected. */
export function createPdf(info: { title: string; subject?: string }): Pdf {
  const doc = new ScriptAwarePdf({
    size: "A4",
    margin: 40,
    // Starting on our own font keeps pdfkit from loading its built-in Helvetica, which has no ₹.
    font: asSource(parsedFont("body", "regular")),
    // pdfkit writes every key it is given, so an absent subject must be left out, not undefined.
    info: { Title: info.title, ...(info.subject ? { Subject: info.subject } : {}), Author: seller.legalName, Producer: `${brand.name} shop` },
  });
  doc.registerFont("body", asSource(parsedFont("body", "regular")));
  doc.registerFont("bold", asSource(parsedFont("body", "bold")));
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
