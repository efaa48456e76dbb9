import { createPdf, pdfBytes, type Pdf } from "~/server/lib/pdf";
import { formatOrderDate } from "~/shared/format";
import type { InvoiceDocument } from "~/shared/invoice";
import { formatRupees } from "~/shared/money";
import { formatGstRate, type InvoiceLine } from "~/shared/tax";
import { wordsOf } from "./pdf-words";

// Drawn from the stored document alone: A4, one table that wraps long names and repeats its header on a new page.

type Column = { header: string; width: number; align: "left" | "right"; cell: (line: InvoiceLine, index: number) => string };

const LEFT = 40;
const WIDTH = 515;
const TABLE_FONT_SIZE = 7.5;
const PAD = 2;
const INK = "#222222";
const RULE = "#999999";

function columnsFor(intraState: boolean): Column[] {
  const money = (pick: (line: InvoiceLine) => number) => (line: InvoiceLine) => formatRupees(pick(line));
  // Each head's rate in its own column: CGST and SGST at half the line's rate each.
  const rate = (header: string, share: number): Column => ({ header, width: 27, align: "right", cell: (line) => formatGstRate(line.gstRateBp / share) });
  const tax: Column[] = intraState
    ? [
        rate("CGST rate", 2),
        { header: "CGST", width: 42, align: "right", cell: money((line) => line.cgstPaise) },
        rate("SGST rate", 2),
        { header: "SGST", width: 42, align: "right", cell: money((line) => line.sgstPaise) },
      ]
    : [rate("IGST rate", 1), { header: "IGST", width: 84 + 27, align: "right", cell: money((line) => line.igstPaise) }];
  return [
    { header: "#", width: 14, align: "left", cell: (_line, index) => String(index + 1) },
    { header: "Description", width: 96, align: "left", cell: (line) => line.description },
    { header: "HSN/SAC", width: 36, align: "left", cell: (line) => line.hsnCode },
    { header: "Qty", width: 20, align: "right", cell: (line) => String(line.quantity) },
    { header: "UQC", width: 22, align: "left", cell: (line) => line.uqc ?? "" },
    { header: "Unit price", width: 46, align: "right", cell: money((line) => line.unitPricePaise) },
    { header: "Discount", width: 42, align: "right", cell: money((line) => line.discountPaise) },
    { header: "Taxable value", width: 48, align: "right", cell: money((line) => line.taxablePaise) },
    ...tax,
    { header: "Total", width: 53, align: "right", cell: money((line) => line.netPaise) },
  ];
}

/** Draws one row of cells at `y`; returns the y below it. */
function row(doc: Pdf, columns: Column[], cells: string[], y: number, font: "body" | "bold"): number {
  doc.font(font).fontSize(TABLE_FONT_SIZE).fillColor(INK);
  const height = Math.max(...columns.map((column, i) => doc.heightOfString(cells[i]!, { width: column.width - 2 * PAD }))) + 2 * PAD;
  let x = LEFT;
  columns.forEach((column, i) => {
    doc.text(cells[i]!, x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align });
    x += column.width;
  });
  doc.moveTo(LEFT, y + height).lineTo(LEFT + WIDTH, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
  return y + height;
}

function rowHeight(doc: Pdf, columns: Column[], cells: string[]): number {
  doc.font("body").fontSize(TABLE_FONT_SIZE);
  return Math.max(...columns.map((column, i) => doc.heightOfString(cells[i]!, { width: column.width - 2 * PAD }))) + 2 * PAD;
}

function bottomOf(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Two columns of label: value lines side by side; returns the y below the longer. */
function labelled(doc: Pdf, y: number, left: [string, string][], right: [string, string][]): number {
  const half = WIDTH / 2;
  const draw = (pairs: [string, string][], x: number) => {
    let at = y;
    for (const [label, value] of pairs) {
      doc.font("bold").fontSize(9).fillColor(INK).text(`${label}: `, x, at, { continued: true, width: half - 10 }).font("body").text(value);
      at = doc.y + 1;
    }
    return at;
  };
  return Math.max(draw(left, LEFT), draw(right, LEFT + half));
}

/** An address block under its heading; returns the y below it. */
function block(doc: Pdf, x: number, y: number, heading: string, lines: string[]): number {
  doc.font("bold").fontSize(9).fillColor(INK).text(heading, x, y, { width: WIDTH / 2 - 10 });
  doc.font("body").fontSize(9);
  for (const line of lines) doc.text(line, x, doc.y, { width: WIDTH / 2 - 10 });
  return doc.y;
}

/** Rule 46(q): the seller's authorised signatory, right-aligned; a document issued before it was stored names only the role. */
function signatoryBlock(doc: Pdf, document: InvoiceDocument): void {
  const x = LEFT + WIDTH - 220;
  doc.moveDown(1).font("bold").fontSize(9).fillColor(INK).text(`For ${document.seller.legalName}`, x, doc.y, { width: 220, align: "right" });
  doc.moveDown(2).font("body");
  if (document.signatory) doc.text(`${document.signatory.name}, ${document.signatory.designation}`, x, doc.y, { width: 220, align: "right" });
  doc.text("Authorised Signatory", x, doc.y, { width: 220, align: "right" });
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const words = wordsOf(document);
  const { title } = words;
  const doc = createPdf({ title: `${title} ${document.number}`, subject: `Order ${document.order.number}` });

  // The seller, and what this document is.
  const { seller, tax } = document;
  doc.font("bold").fontSize(18).fillColor(INK).text(title, LEFT, 40, { width: WIDTH, align: "right" });
  doc.font("bold").fontSize(13).text(seller.legalName, LEFT, 40, { width: WIDTH * 0.62 });
  doc.font("body").fontSize(9);
  for (const line of seller.addressLines) doc.text(line, { width: WIDTH * 0.62 });
  doc.text(`GSTIN: ${seller.gstin}`).text(`FSSAI Lic. No.: ${seller.fssaiLicence}`).text(`State: ${seller.state} (${seller.stateCode})`);
  if (words.notice) doc.moveDown(0.5).font("bold").fontSize(10).text(words.notice, LEFT, doc.y, { width: WIDTH });
  let y = doc.y + 10;
  doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(1).strokeColor(INK).stroke();
  y += 8;

  y = labelled(
    doc,
    y,
    [
      [words.numberLabel, document.number],
      [words.dateLabel, formatOrderDate(document.issuedAt)],
      ...words.references,
    ],
    [
      ["Order No.", document.order.number],
      ["Order date", formatOrderDate(document.order.placedAt)],
      ["Payment", document.order.paymentMethod],
      ["Place of supply", document.placeOfSupply],
      // Rule 46(p) of the CGST Rules; never, for the goods this shop sells.
      ["Tax payable on reverse charge", "No"],
    ],
  );
  y += 8;

  // The buyer: billed to (a business buyer's billing address, if another) and delivered to.
  const { buyer } = document;
  const billed = [
    buyer.businessName ?? buyer.name,
    ...(buyer.businessName ? [`Attn: ${buyer.name}`] : []),
    ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
    ...document.billingAddressLines,
    `Phone: ${buyer.phone}`,
  ];
  const delivered = [buyer.name, ...document.deliveryAddressLines, `Phone: ${buyer.phone}`];
  y = Math.max(block(doc, LEFT, y, words.billTo, billed), block(doc, LEFT + WIDTH / 2, y, words.shipTo, delivered)) + 10;

  // The lines.
  const columns = columnsFor(tax.intraState);
  const headers = columns.map((column) => column.header);
  doc.moveTo(LEFT, y).lineTo(LEFT + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
  y = row(doc, columns, headers, y, "bold");
  tax.lines.forEach((line, index) => {
    const cells = columns.map((column) => column.cell(line, index));
    if (y + rowHeight(doc, columns, cells) > bottomOf(doc) - 20) {
      doc.addPage();
      y = doc.page.margins.top;
      y = row(doc, columns, headers, y, "bold");
    }
    y = row(doc, columns, cells, y, "body");
  });

  // The totals, then the amount in words and the footer.
  const totals: [string, string][] = [
    ["Taxable value", formatRupees(tax.taxablePaise)],
    ...(tax.intraState
      ? ([
          ["CGST", formatRupees(tax.cgstPaise)],
          ["SGST", formatRupees(tax.sgstPaise)],
        ] as [string, string][])
      : ([["IGST", formatRupees(tax.igstPaise)]] as [string, string][])),
    [words.valueLabel, formatRupees(tax.invoiceValuePaise)],
    ["Round off", tax.roundOffPaise === 0 ? formatRupees(0) : `-${formatRupees(tax.roundOffPaise)}`],
    [words.totalLabel, formatRupees(tax.payablePaise)],
  ];
  const needed = totals.length * 14 + 130;
  if (y + needed > bottomOf(doc)) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 6;
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    doc.font(last ? "bold" : "body").fontSize(last ? 10 : 9).fillColor(INK);
    doc.text(label, LEFT + WIDTH - 230, y, { width: 130, align: "right" });
    doc.text(value, LEFT + WIDTH - 95, y, { width: 95, align: "right" });
    y += last ? 16 : 13;
  });
  y += 6;
  doc.font("bold").fontSize(9).text("Amount in words: ", LEFT, y, { continued: true, width: WIDTH }).font("body").text(document.amountInWords);
  doc.moveDown(0.5).fontSize(8).text("Prices include GST.", LEFT, doc.y, { width: WIDTH });
  signatoryBlock(doc, document);
  doc
    .moveDown(1.5)
    .fontSize(8)
    .fillColor("#555555")
    .text(words.footer, LEFT, doc.y, { width: WIDTH, align: "center" });
  return pdfBytes(doc);
}
