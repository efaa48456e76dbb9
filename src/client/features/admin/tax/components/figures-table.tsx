import type { ReactNode } from "react";
import { DataTable } from "~/client/components/ui/data-table";
import { Section } from "~/client/components/ui/section";
import { sumTaxFigures, type TaxFigures } from "~/shared/gstr1";
import { formatRupees } from "~/shared/money";
import { formatGstRate } from "~/shared/tax";

// One table of the return: its own columns first, then rate, taxable value and the three taxes, with a totals row.

export type FiguresRow = { key: string; cells: ReactNode[]; figures: TaxFigures; rateBp: number };

const FIGURE_COLUMNS = ["Rate", "Taxable value", "IGST", "CGST", "SGST"].map((label) => ({ label, className: "text-right" }));

const money = (paise: number) => formatRupees(paise);

function FigureCells({ figures, rate }: { figures: TaxFigures; rate: ReactNode }) {
  return (
    <>
      <td className="px-3 py-2 text-right">{rate}</td>
      {[figures.taxablePaise, figures.igstPaise, figures.cgstPaise, figures.sgstPaise].map((paise, index) => (
        <td key={index} className="px-3 py-2 text-right tabular-nums">
          {money(paise)}
        </td>
      ))}
    </>
  );
}

type FiguresTableProps = {
  id: string;
  title: string;
  columns: string[];
  rows: FiguresRow[];
  /** What an empty table says: "No B2B invoices this month." */
  empty: string;
  note?: string;
};

/** A section with its heading, a sideways-scrolling table on a phone, and the totals the return's summary asks for. */
export function FiguresTable({ id, title, columns, rows, empty, note }: FiguresTableProps) {
  const totals = sumTaxFigures(rows.map((row) => row.figures));
  return (
    <Section id={id} title={title} titleClassName="text-lg font-bold text-leaf-800" className="space-y-2">
      {note ? <p className="text-sm text-earth-900/80">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="text-sm">{empty}</p>
      ) : (
        <DataTable label={`${title} table`} columns={[...columns, ...FIGURE_COLUMNS]} minWidthClass="min-w-[52rem]">
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-earth-900/10">
              {row.cells.map((cell, index) => (
                <td key={index} className="px-3 py-2">
                  {cell}
                </td>
              ))}
              <FigureCells figures={row.figures} rate={formatGstRate(row.rateBp)} />
            </tr>
          ))}
          <tr className="border-t-2 border-earth-900/30 font-semibold">
            <th scope="row" colSpan={columns.length} className="px-3 py-2">
              Total ({rows.length} {rows.length === 1 ? "row" : "rows"})
            </th>
            <FigureCells figures={totals} rate="" />
          </tr>
        </DataTable>
      )}
    </Section>
  );
}
