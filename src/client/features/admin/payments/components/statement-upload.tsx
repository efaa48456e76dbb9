import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { SaveButton } from "~/client/components/ui/save-button";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { errorText } from "~/client/lib/format";
import { STATEMENT_MISSING_MESSAGE, statementUploadSchema, type StatementColumns, type StatementResult } from "~/shared/reconciliation";
import { useUploadStatement } from "../api/upload-statement";
import { ColumnMapping } from "./column-mapping";
import { StatementLines } from "./statement-lines";
import { FileField } from "../../shared/file-field";

const INPUT_ID = "statement-file";
const ACCEPTED = ".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The schema's first complaint about the chosen file (missing, empty, too large); what it holds, the server decides. */
function problemWith(file: File | null): string | undefined {
  if (!file) return STATEMENT_MISSING_MESSAGE;
  const checked = statementUploadSchema.safeParse({ statement: file });
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? STATEMENT_MISSING_MESSAGE);
}

export function StatementUpload() {
  const upload = useUploadStatement();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<StatementResult>();

  const send = (statement: File, columns?: StatementColumns) =>
    upload.mutate(
      { statement, columns },
      {
        onSuccess: setResult,
        onError: (failure) => {
          setResult(undefined);
          setError(failure instanceof ApiRequestError ? (failure.fields.statement ?? failure.message) : errorText(failure));
          input.current?.focus();
        },
      },
    );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setResult(undefined);
    setError(chosen ? problemWith(chosen) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = problemWith(file);
    if (problem || !file) {
      setError(problem);
      return input.current?.focus();
    }
    setError(undefined);
    send(file);
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-3 rounded-lg border border-earth-900/15 bg-white p-4">
        <FileField
          ref={input}
          id={INPUT_ID}
          label="Bank statement file"
          name="statement"
          accept={ACCEPTED}
          onChange={choose}
          error={error}
          hint="The account statement as the bank's website exports it: CSV or XLSX (Excel), up to 5 MB."
        />
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
