/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed
 * with an apostrophe, since names and e-mails come from customers.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

/** Paise as a spreadsheet reads rupees: 123450 → "1234.50", with no ₹ sign, so columns sum. */
export function rupeesCell(paise: number): string {
  return `${paise < 0 ? "-" : ""}${Math.trunc(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, "0")}`;
}
