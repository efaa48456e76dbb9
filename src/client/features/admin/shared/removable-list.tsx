import type { ReactNode } from "react";
import { Button } from "~/client/components/ui/button";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { errorText } from "~/client/lib/format";
import { formatDateTime } from "~/shared/format";
import { toast } from "~/client/lib/toast";

type Removal = { isPending: boolean; mutate: (id: string, callbacks: { onSuccess: () => void; onError: (failure: Error) => void }) => void };

type RemovableListProps<Row extends { id: string }> = {
  query: { isPending: boolean; isError: boolean; data: Row[] | undefined };
  /** The list's accessible name. */
  label: string;
  loading: string;
  failed: string;
  empty: string;
  remove: Removal;
  removeLabel: (row: Row) => string;
  /** The success toast's title and description for a removed row. */
  removed: (row: Row) => [string, string];
  removeFailed: string;
  children: (row: Row) => ReactNode;
};

/** A staff-kept list (switched-off areas, holidays, pincodes): loading, failed, empty, or rows each with its own Remove button. */
export function RemovableList<Row extends { id: string }>({ query, label, loading, failed, empty, remove, removeLabel, removed, removeFailed, children }: RemovableListProps<Row>) {
  if (query.isPending) return <LoadingLine>{loading}</LoadingLine>;
  if (query.isError || !query.data) return <p role="alert">{failed}</p>;
  if (query.data.length === 0) return <p className="rounded-lg border border-earth-900/15 bg-white p-4">{empty}</p>;
  const removeRow = (row: Row) =>
    remove.mutate(row.id, {
      onSuccess: () => {
        const [title, description] = removed(row);
        toast.success(title, { description });
      },
      onError: (failure) => toast.error(removeFailed, { description: errorText(failure) }),
    });
  return (
    <ul aria-label={label} className="divide-y divide-earth-900/10 rounded-lg border border-earth-900/15 bg-white">
      {query.data.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
          <span>{children(row)}</span>
          <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={removeLabel(row)} onClick={() => removeRow(row)}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** When a row was added, and by whom, under its name. */
export function SinceLine({ row }: { row: { createdAt: string; createdBy: { name: string } | null } }) {
  return (
    <span className="block text-xs text-earth-900/70">
      Since {formatDateTime(row.createdAt)}
      {row.createdBy ? ` by ${row.createdBy.name}` : ""}
    </span>
  );
}
