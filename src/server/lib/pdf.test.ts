import { describe, expect, it } from "vitest";
import { pdfText } from "~/server/test/pdf";
import { createPdf, pdfBytes } from "./pdf";

describe("createPdf", () => {
  it("writes a PDF whose text, with the ₹ sign and Devanagari, reads back", async () => {
    const doc = createPdf({ title: "Test document" });
    doc.font("bold").fontSize(16).text("Tax Invoice");
    doc.font("body").fontSize(10).text("Total ₹387.00 — सरसों का तेल");
    const bytes = await pdfBytes(doc);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(bytes);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("₹387.00");
  });
});
