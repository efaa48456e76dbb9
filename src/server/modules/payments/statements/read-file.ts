import { parse } from "csv-parse/sync";
import readXlsxFile from "read-excel-file/node";
import { ApiError } from "~/server/http/errors";

/** A statement's cells as text, row by row, whether it came as CSV or XLSX. */
export type SheetRows = string[][];

const NOT_A_STATEMENT = "This file is not a bank statement we can read: upload the statement as CSV or XLSX (Excel), as the bank's website exports it.";
const MAX_ROWS = 50_000;

const refuse = (message = NOT_A_STATEMENT) => new ApiError(400, message, { fields: { statement: message } });

/** XLSX is a ZIP: it starts with "PK\x03\x04". An old .xls starts with the OLE signature. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isOldExcel = (bytes: Uint8Array) => bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;

/** What the file is, the server decides from its bytes, never from its name. */
export async function readStatementFile(bytes: Uint8Array): Promise<SheetRows> {
  if (isOldExcel(bytes)) throw refuse("This is an old Excel (.xls) file: open it and save it as .xlsx or CSV, or download the statement again in one of those.");
  const rows = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  if (rows.length > MAX_ROWS) throw refuse(`This statement has more than ${MAX_ROWS.toLocaleString("en-IN")} lines: download a shorter period.`);
  // Blank rows stay, so a line number is the row the spreadsheet shows.
  return rows;
}

async function readXlsx(bytes: Uint8Array): Promise<SheetRows> {
  try {
    // Numbers stay as the text the sheet holds, so amounts become paise without floating point.
    const sheets = await readXlsxFile<string>(Buffer.from(bytes), { parseNumber: (text) => text });
    const first = sheets[0]?.data ?? [];
    return first.map((row) => row.map(cellText));
  } catch {
    throw refuse();
  }
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function readCsv(bytes: Uint8Array): SheetRows {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    // Some bank exports are Windows-1252; their UPI lines are plain ASCII either way.
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  if (text.includes("\u0000")) throw refuse();
  try {
    const rows: string[][] = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, trim: true, delimiter: sniffDelimiter(text) });
    return rows;
  } catch {
    throw refuse();
  }
}

/** Comma, tab or semicolon: whichever the first lines use most. */
function sniffDelimiter(text: string): string {
  const head = text.slice(0, 4000);
  const counts = [",", "\t", ";"].map((delimiter) => ({ delimiter, count: head.split(delimiter).length }));
  return counts.sort((a, b) => b.count - a.count)[0]!.delimiter;
}
