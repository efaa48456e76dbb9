import type { StatementColumns } from "~/shared/reconciliation";
import type { SheetRows } from "./read-file";

/** One credit of the statement, as the matching reads it. */
export type CreditLine = {
  /** 1-based, as a spreadsheet numbers the file's rows. */
  lineNumber: number;
  bookedOn: string;
  amountPaise: number;
  utr: string | null;
  narration: string;
};

export type ReadLines = { credits: CreditLine[]; debitsSkipped: number; unreadable: number[] };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const pad = (value: number) => String(value).padStart(2, "0");

function validDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Indian banks write day first: 15/11/2026, 15-11-26, 15-Nov-2026, 15 Nov 2026; an XLSX date arrives as 2026-11-15. */
export function parseStatementDate(text: string): string | null {
  const value = text.trim().split(/[ T]\d{1,2}:\d{2}/)[0]!.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) return validDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value);
  if (match) return validDay(fullYear(match[3]!), Number(match[2]), Number(match[1]));
  match = /^(\d{1,2})[\s/-]([A-Za-z]{3})[A-Za-z]*[\s/-](\d{2}|\d{4})$/.exec(value);
  const month = match ? MONTHS.indexOf(match[2]!.toLowerCase()) + 1 : 0;
  return match && month > 0 ? validDay(fullYear(match[3]!), month, Number(match[1])) : null;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** "1,250.00", "₹ 1,25,000.5", "1250 Cr" → paise; blank or zero → 0; anything else → null. */
export function parseAmountPaise(text: string): number | null {
  const value = text.replace(/₹|inr|rs\.?|\bcr\b|\s/gi, "");
  if (value === "" || value === "-") return 0;
  const match = /^(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const paise = Number(match[1]!.replaceAll(",", "")) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(paise) && paise <= 2_000_000_000 ? paise : null;
}

// Twelve digits standing alone: not part of a longer number, an account or a VPA such as 919876543210@paytm.
const STANDALONE_UTR = /(?<![\w@.])(\d{12})(?![\w@])/;

/** The UTR from the reference column (HDFC pads it with zeros to 16 digits), else the first standalone 12 digits of the narration. */
export function extractUtr(reference: string | null, narration: string): string | null {
  const ref = (reference ?? "").trim();
  const padded = /^0*(\d{12})$/.exec(ref);
  if (padded) return padded[1]!;
  const inReference = STANDALONE_UTR.exec(ref);
  if (inReference) return inReference[1]!;
  return STANDALONE_UTR.exec(narration)?.[1] ?? null;
}

/** The credit lines below the header; debits are skipped, lines that cannot be read are named. */
export function creditLines(rows: SheetRows, headerIndex: number, columns: StatementColumns): ReadLines {
  const read: ReadLines = { credits: [], debitsSkipped: 0, unreadable: [] };
  const cell = (row: string[], index: number | null) => (index === null ? "" : (row[index] ?? "").trim());
  for (let index = headerIndex + 1; index < rows.length; index += 1) {
    const row = rows[index]!;
    const lineNumber = index + 1;
    const bookedOn = parseStatementDate(cell(row, columns.date));
    const credit = parseAmountPaise(cell(row, columns.credit));
    const debit = columns.debit === null ? 0 : parseAmountPaise(cell(row, columns.debit));
    // Opening and closing balance lines, totals and the bank's footnotes have no date: not transactions.
    if (!bookedOn) continue;
    if (credit === null || debit === null) {
      read.unreadable.push(lineNumber);
      continue;
    }
    if (credit === 0) {
      if (debit > 0) read.debitsSkipped += 1;
      continue;
    }
    const narration = cell(row, columns.narration).slice(0, 500);
    read.credits.push({ lineNumber, bookedOn, amountPaise: credit, utr: extractUtr(cell(row, columns.reference), narration), narration });
  }
  return read;
}
