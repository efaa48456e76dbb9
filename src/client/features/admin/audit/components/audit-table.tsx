import { Link } from "react-router";
import { useState } from "react";
import { paths } from "~/shared/paths";
import { useAudit } from "../api/get-audit";
import { formatDateTime } from "~/shared/format";
import { Pager } from "~/client/components/ui/pager";
import { DataTable } from "~/client/components/ui/data-table";

/** A catalogue item's id opens its page, where its current details and stock movements are. */
function EntityId({ entity, id }: { entity: string; id: string | null }) {
  if (entity !== "catalogue_item" || !id) return <>{id}</>;
  return (
    <Link to={paths.adminCatalogueItem.getHref(id)} className="text-leaf-800 underline">
      {id}
    </Link>
  );
}

const show = (value: unknown) => (value === null || value === undefined ? "—" : JSON.stringify(value, null, 1));

export function AuditTable() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAudit(page);
  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">The audit log could not be loaded.</p>;
  if (data.rows.length === 0) return <p>Nothing has been changed yet.</p>;
  return (
    <>
      <DataTable columns={["When", "Who", "What", "Before", "After"]} minWidthClass="min-w-[52rem]">
        {data.rows.map((row) => (
          <tr key={row.id} className="border-t border-earth-900/10 align-top">
            <td className="whitespace-nowrap px-3 py-2">{formatDateTime(row.createdAt)}</td>
            <td className="px-3 py-2">{row.actor ? `${row.actor.name} (${row.actor.email})` : "Command line"}</td>
            <td className="px-3 py-2">
              {row.action}
              <span className="block break-all text-xs text-earth-900/70">
                {row.entity} <EntityId entity={row.entity} id={row.entityId} />
              </span>
            </td>
            <td className="px-3 py-2">
              <pre className="max-w-xs whitespace-pre-wrap break-all text-xs">{show(row.before)}</pre>
            </td>
            <td className="px-3 py-2">
              <pre className="max-w-xs whitespace-pre-wrap break-all text-xs">{show(row.after)}</pre>
            </td>
          </tr>
        ))}
      </DataTable>
      <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} label="Audit log pages" />
    </>
  );
}
