import { useState, type FormEvent } from "react";
import { SaveButton } from "~/client/components/ui/save-button";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { errorText } from "~/client/lib/format";
import { STATEMENT_MISSING_MESSAGE, statementUploadSchema, type StatementColumns, type StatementResult } from "~/shared/reconciliation";
import { useUploadStatement } from "../api/upload-statement";
import { ColumnMapping } from "./column-mapping";
import { StatementLines } from "./statement-lines";
import { FileField, useFileChoice } from "../../shared/file-field";

const STATEMENT_FIELD = {
  id: "statement-file",
  label: "Bank statement file",
  name: "statement",
  accept: ".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  hint: "The account statement as the bank's website exports it: CSV or XLSX (Excel), up to 5 MB.",
};

export function StatementUpload() {
  const upload = useUploadStatement();
  const [result, setResult] = useState<StatementResult>();
  const statement = useFileChoice(STATEMENT_MISSING_MESSAGE, (file) => statementUploadSchema.safeParse({ statement: file }), () => setResult(undefined));

  const send = (chosen: File, columns?: StatementColumns) =>
    upload.mutate(
      { statement: chosen, columns },
      {
        onSuccess: setResult,
        onError: (failure) => {
          setResult(undefined);
          statement.refuse(failure instanceof ApiRequestError ? (failure.fields.statement ?? failure.message) : errorText(failure));
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const chosen = statement.sendable();
    if (!chosen) return;
    statement.setError(undefined);
    send(chosen);
  };

  const { file } = statement;
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-3 rounded-lg border border-earth-900/15 bg-white p-4">
        <FileField {...STATEMENT_FIELD} {...statement.field} />
        <SaveButton pending={upload.isPending} pendingLabel="Reading the statement…">
          Upload and reconcile
        </SaveButton>
        <p role="status" className="sr-only">
          {upload.isPending ? "Reading the statement…" : ""}
        </p>
      </form>
      {result?.status === "needs-columns" && file ? <ColumnMapping layout={result} pending={upload.isPending} onSubmit={(columns) => send(file, columns)} /> : null}
      {result?.status === "reconciled" ? <StatementLines result={result} /> : null}
    </div>
  );
}
