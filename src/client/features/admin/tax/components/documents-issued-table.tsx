import { DataTable } from "~/client/components/ui/data-table";
import { Section } from "~/client/components/ui/section";
import type { DocumentSeriesRow } from "~/shared/gstr1";

const NUMBER_COLUMNS = ["Total", "Cancelled", "Net issued"].map((label) => ({ label, className: "text-right" }));

/** Table 13: each series' first and last number this month and how many were issued. */
export function DocumentsIssuedTable({ rows, title }: { rows: readonly DocumentSeriesRow[]; title: string }) {
  return (
    <Section id="documents-issued" title={title} titleClassName="text-lg font-bold text-leaf-800" className="space-y-2">
      <p className="text-sm text-earth-900/80">No number is ever voided: a cancelled order keeps its invoice and is reversed by a credit note, counted in its own series.</p>
      {rows.length === 0 ? (
        <p className="text-sm">No documents were issued this month.</p>
      ) : (
        <DataTable label={`${title} table`} columns={["Nature of document", "From", "To", ...NUMBER_COLUMNS]} minWidthClass="min-w-[40rem]">
          {rows.map((row) => (
            <tr key={`${row.nature}|${row.series}`} className="border-t border-earth-900/10">
              <th scope="row" className="px-3 py-2 font-normal">
                {row.nature}
              </th>
              <td className="px-3 py-2">{row.from}</td>
              <td className="px-3 py-2">{row.to}</td>
              <td className="px-3 py-2 text-right">{row.total}</td>
              <td className="px-3 py-2 text-right">{row.cancelled}</td>
              <td className="px-3 py-2 text-right">{row.total - row.cancelled}</td>
            </tr>
          ))}
          <tr className="border-t-2 border-earth-900/30 font-semibold">
            <th scope="row" colSpan={3} className="px-3 py-2">
              Total
            </th>
            {[rows.reduce((sum, row) => sum + row.total, 0), rows.reduce((sum, row) => sum + row.cancelled, 0), rows.reduce((sum, row) => sum + row.total - row.cancelled, 0)].map((count, index) => (
              <td key={index} className="px-3 py-2 text-right">
                {count}
              </td>
            ))}
          </tr>
        </DataTable>
      )}
    </Section>
  );
}
