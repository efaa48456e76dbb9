import { useState, type FormEvent } from "react";
import { DataTable } from "~/client/components/ui/data-table";
import { LabelledSelect } from "~/client/components/ui/labelled-select";
import { SaveButton } from "~/client/components/ui/save-button";
import { Section } from "~/client/components/ui/section";
import { STATEMENT_COLUMN_LABELS, STATEMENT_COLUMNS, statementColumnsSchema, type StatementColumn, type StatementColumns, type StatementResult } from "~/shared/reconciliation";

type Layout = Extract<StatementResult, { status: "needs-columns" }>;

const OPTIONAL: ReadonlySet<StatementColumn> = new Set(["reference", "debit"]);
const select = "h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base";

/** Asked once per bank layout: which column is which; the answer is kept for the next statement like it. */
export function ColumnMapping({ layout, pending, onSubmit }: { layout: Layout; pending: boolean; onSubmit: (columns: StatementColumns) => void }) {
  const [chosen, setChosen] = useState<Record<StatementColumn, string>>(() => {
    const start = {} as Record<StatementColumn, string>;
    for (const column of STATEMENT_COLUMNS) start[column] = layout.suggested[column] === undefined ? "" : String(layout.suggested[column]);
    return start;
  });
  const [error, setError] = useState<string>();
  const options = layout.headers.map((header, index) => ({ value: String(index), label: header || `Column ${index + 1}` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = statementColumnsSchema.safeParse(chosen);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? "Choose the date, narration and credit columns");
    setError(undefined);
    onSubmit(checked.data);
  };

  return (
    <Section id="columns" title="Which column is which?" className="rounded-lg border border-mustard-600 bg-mustard-50 p-4" titleClassName="mb-1 font-bold">
      <p className="mb-3 text-sm">This is the first statement in this layout. Choose its columns once; the next statement like it is read without asking.</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {STATEMENT_COLUMNS.map((column) => (
            <LabelledSelect
              key={column}
              id={`column-${column}`}
              label={STATEMENT_COLUMN_LABELS[column]}
              className={select}
              value={chosen[column]}
              onChange={(event) => setChosen({ ...chosen, [column]: event.target.value })}
              empty={OPTIONAL.has(column) ? "None" : "Choose a column"}
              options={options}
            />
          ))}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <DataTable label="The statement's first lines" columns={layout.headers.map((header, index) => header || `Column ${index + 1}`)} minWidthClass="min-w-[40rem]">
          {layout.sample.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-t border-earth-900/10">
              {layout.headers.map((_, index) => (
                <td key={index} className="px-3 py-2 align-top">
                  {row[index] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
        <SaveButton pending={pending} pendingLabel="Reconciling…">
          Save columns and reconcile
        </SaveButton>
      </form>
    </Section>
  );
}
