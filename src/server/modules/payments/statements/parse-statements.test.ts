import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/server/http/errors";
import { creditLines, extractUtr, parseAmountPaise, parseStatementDate } from "./credit-lines";
import { findHeaderRow, suggestColumns } from "./layout";
import { readStatementFile } from "./read-file";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

async function readWithSuggestedColumns(name: string) {
  const rows = await readStatementFile(fixture(name));
  const header = findHeaderRow(rows);
  expect(header).not.toBeNull();
  const suggested = suggestColumns(rows[header!]!);
  const columns = { date: suggested.date!, narration: suggested.narration!, reference: suggested.reference ?? null, credit: suggested.credit!, debit: suggested.debit ?? null };
  return { rows, header: header!, columns, ...creditLines(rows, header!, columns) };
}

describe("reading the big banks' statements", () => {
  it("finds HDFC's header below the bank's lines and takes the UTR from its zero-padded reference column", async () => {
    const { rows, header, columns, credits, debitsSkipped } = await readWithSuggestedColumns("hdfc-statement.csv");
    expect(rows[header]![0]).toBe("Date");
    expect(header + 1).toBe(7);
    expect(columns).toEqual({ date: 0, narration: 1, reference: 2, credit: 5, debit: 4 });
    expect(credits).toEqual([
      { lineNumber: 9, bookedOn: "2026-11-15", amountPaise: 125_000, utr: "431912345678", narration: expect.stringContaining("RAVI KUMAR") },
      { lineNumber: 10, bookedOn: "2026-11-15", amountPaise: 79_950, utr: "431923456789", narration: expect.stringContaining("ANITA SHARMA") },
      { lineNumber: 11, bookedOn: "2026-11-16", amountPaise: 1_200_000, utr: null, narration: expect.stringContaining("NEFT CR") },
    ]);
    expect(debitsSkipped).toBe(1);
  });

  it("reads SBI's tab-separated export with day-month-name dates and finds the UTR in its description", async () => {
    const { credits, debitsSkipped } = await readWithSuggestedColumns("sbi-statement.txt");
    expect(credits).toEqual([{ lineNumber: 7, bookedOn: "2026-11-15", amountPaise: 150_000, utr: "431955555555", narration: expect.stringContaining("PRIYA S") }]);
    expect(debitsSkipped).toBe(1);
  });

  it("reads Axis's CSV with DR and CR columns", async () => {
    const { credits } = await readWithSuggestedColumns("axis-statement.csv");
    expect(credits.map((line) => [line.lineNumber, line.bookedOn, line.amountPaise, line.utr])).toEqual([
      [5, "2026-11-15", 64_000, "431988888888"],
      [6, "2026-11-17", 64_000, "431988888888"],
      [7, "2026-11-17", 20_000, "431999999999"],
    ]);
  });

  it("reads ICICI's XLSX, numbers and all, from its first sheet", async () => {
    const { rows, header, credits, debitsSkipped } = await readWithSuggestedColumns("icici-statement.xlsx");
    expect(header + 1).toBe(5);
    expect(rows[header]).toContain("Transaction Remarks");
    expect(credits).toEqual([{ lineNumber: 6, bookedOn: "2026-11-15", amountPaise: 215_075, utr: "431977777777", narration: expect.stringContaining("Anita") }]);
    expect(debitsSkipped).toBe(1);
  });

  it("refuses a file that is not a statement with a clear message", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await expect(readStatementFile(png)).rejects.toThrow(/not a bank statement/);
    await expect(readStatementFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toBeInstanceOf(ApiError);
    await expect(readStatementFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).rejects.toThrow(/old Excel \(\.xls\)/);
    expect(findHeaderRow(await readStatementFile(new TextEncoder().encode("name,email\nAsha,asha@example.com\n")))).toBeNull();
  });
});

describe("the pieces of a statement line", () => {
  it("takes a standalone 12-digit UTR, never a VPA's digits or a longer number", () => {
    expect(extractUtr(null, "UPI/412345678901/NAME/okaxis/Payment")).toBe("412345678901");
    expect(extractUtr("", "UPI-SHOP-919876543210@paytm-PYTM0123456-412345678901-UPI")).toBe("412345678901");
    expect(extractUtr("0000412345678901", "anything")).toBe("412345678901");
    expect(extractUtr("412345678901", "UPI/999999999999/x")).toBe("412345678901");
    expect(extractUtr(null, "NEFT CR-SBIN0001234-N3202634567890123")).toBeNull();
    expect(extractUtr(null, "TRANSFER FROM 3199412345678")).toBeNull();
  });

  it("reads Indian amounts and day-first dates exactly", () => {
    expect(parseAmountPaise("1,25,000.50")).toBe(12_500_050);
    expect(parseAmountPaise("₹ 799.5")).toBe(79_950);
    expect(parseAmountPaise("640.00 Cr")).toBe(64_000);
    expect(parseAmountPaise("")).toBe(0);
    expect(parseAmountPaise("12a.00")).toBeNull();
    expect(parseStatementDate("15/11/26")).toBe("2026-11-15");
    expect(parseStatementDate("15-Nov-2026")).toBe("2026-11-15");
    expect(parseStatementDate("2026-11-15")).toBe("2026-11-15");
    expect(parseStatementDate("15/11/2026 10:42:11")).toBe("2026-11-15");
    expect(parseStatementDate("31/02/2026")).toBeNull();
    expect(parseStatementDate("Opening Balance")).toBeNull();
  });
});
