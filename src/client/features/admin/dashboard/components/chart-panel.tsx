import { useState } from "react";
import { Button } from "~/client/components/ui/button";
import { cn } from "~/client/components/ui/cn";
import { DataTable } from "~/client/components/ui/data-table";
import { Section } from "~/client/components/ui/section";
import { downloadCsv } from "../lib/download-csv";
import { ChartCanvas, type ChartSpec } from "./chart-canvas";

export type ChartTable = {
  header: string[];
  /** As the table shows them (₹1,450, 12.5%). */
  rows: string[][];
  /** As the CSV carries them: plain numbers a spreadsheet can sum. */
  csvRows: (string | number)[][];
};

type ChartPanelProps = { id: string; title: string; spec: ChartSpec; table: ChartTable; fileName: string; chartClassName?: string };

/** A chart with its numbers: a table screen readers always read (shown on request) and a CSV download. */
export function ChartPanel({ id, title, spec, table, fileName, chartClassName }: ChartPanelProps) {
  const [tableShown, setTableShown] = useState(false);
  return (
    <Section id={id} title={title} titleClassName="text-lg font-bold" className="rounded-lg border border-earth-900/15 bg-white p-4">
      <div className="mt-2 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-pressed={tableShown} aria-controls={`${id}-table`} onClick={() => setTableShown((shown) => !shown)}>
          {tableShown ? "Hide table" : "Show table"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => downloadCsv(fileName, table.header, table.csvRows)}>
          Download CSV
        </Button>
      </div>
      {table.rows.length === 0 ? (
        <p className="mt-3 text-sm">No orders in this period.</p>
      ) : (
        <ChartCanvas spec={spec} className={cn("relative mt-3", chartClassName ?? "h-64")} />
      )}
      <div id={`${id}-table`} className="mt-3">
        {tableShown ? (
          <DataTable columns={table.header} label={`${title}, as a table`}>
            <TableRows rows={table.rows} />
          </DataTable>
        ) : (
          // Out of sight but read by screen readers; a plain table, as a clipped scroll frame could not take focus.
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.header.map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <TableRows rows={table.rows} />
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Section>
  );
}

function TableRows({ rows }: { rows: string[][] }) {
  return rows.map((row, index) => (
    <tr key={index} className="border-t border-earth-900/10">
      {row.map((cell, column) =>
        column === 0 ? (
          <th key={column} scope="row" className="px-3 py-1.5 text-left font-normal">
            {cell}
          </th>
        ) : (
          <td key={column} className="px-3 py-1.5">
            {cell}
          </td>
        ),
      )}
    </tr>
  ));
}
