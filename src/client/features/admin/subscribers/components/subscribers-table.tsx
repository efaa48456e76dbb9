import { useState } from "react";
import { buttonClasses } from "~/client/components/ui/button";
import { subscribersCsvHref, useSubscribers } from "../api/get-subscribers";
import { formatDateTime } from "~/shared/format";
import { Pager } from "~/client/components/ui/pager";
import { DataTable } from "~/client/components/ui/data-table";

export function SubscribersTable() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useSubscribers(page);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <a href={subscribersCsvHref} download className={buttonClasses({ variant: "outline" })}>
          Download CSV
        </a>
        {data ? <p>{data.total} subscribers</p> : null}
      </div>
      {isPending ? <p>Loading…</p> : null}
      {isError ? <p role="alert">The subscribers could not be loaded.</p> : null}
      {data && data.rows.length === 0 ? <p>No subscribers yet.</p> : null}
      {data && data.rows.length > 0 ? (
        <DataTable columns={["E-mail", "Subscribed"]}>
          {data.rows.map((subscriber) => (
            <tr key={subscriber.id} className="border-t border-earth-900/10">
              <td className="break-all px-3 py-2">{subscriber.email}</td>
              <td className="px-3 py-2">{formatDateTime(subscriber.createdAt)}</td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      {data ? <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} label="Subscriber pages" /> : null}
    </>
  );
}
