import type { StatementColumn, StatementColumns } from "~/shared/reconciliation";
import type { SheetRows } from "./read-file";

// Banks put their name, the account and the period above the header row: it is found, not assumed.

const HEADER_SEARCH_ROWS = 40;

const words: Record<Exclude<StatementColumn, "reference">, RegExp> & { reference: RegExp } = {
  date: /\b(txn|tran|transaction|value|posting)?\s*date\b|^date$/,
  narration: /narration|description|particulars|remarks|details/,
  reference: /ref|chq|cheque|utr/,
  credit: /credit|deposit|\bcr\b/,
  debit: /debit|withdrawal|\bdr\b/,
};

const normalise = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, " ");

/** The header row's cells as one key: the same bank's next statement has the same key. */
export const headerKeyOf = (header: string[]) => header.map(normalise).join("|");

/** The first row near the top that names a date and a credit (or deposit) column and has room for a narration. */
export function findHeaderRow(rows: SheetRows, knownKeys: ReadonlySet<string> = new Set()): number | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    if (knownKeys.has(headerKeyOf(rows[index]!))) return index;
  }
  for (let index = 0; index < limit; index += 1) {
    const cells = rows[index]!.map(normalise).filter((cell) => cell !== "" && cell.length <= 40);
    if (cells.length >= 3 && cells.some((cell) => words.date.test(cell)) && cells.some((cell) => words.credit.test(cell))) return index;
  }
  return null;
}

/** A first guess for the mapping form; staff confirm it, so a wrong guess changes nothing. */
export function suggestColumns(header: string[]): Partial<Record<StatementColumn, number>> {
  const cells = header.map(normalise);
  const suggested: Partial<Record<StatementColumn, number>> = {};
  const taken = new Set<number>();
  for (const column of ["credit", "debit", "narration", "date", "reference"] as const) {
    const index = cells.findIndex((cell, at) => !taken.has(at) && words[column].test(cell));
    if (index >= 0) {
      suggested[column] = index;
      taken.add(index);
    }
  }
  return suggested;
}

/** A stored mapping still fits this header (a bank may add a column; then staff map again). */
export function columnsFit(columns: StatementColumns, header: string[]): boolean {
  return Object.values(columns).every((index) => index === null || index < header.length);
}
