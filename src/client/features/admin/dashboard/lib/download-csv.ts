import { toCsv } from "~/shared/csv";

/** Saves a table as a CSV file made in the browser: the numbers are already on the page. */
export function downloadCsv(fileName: string, header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
