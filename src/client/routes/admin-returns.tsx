import { useSearchParams } from "react-router";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { Pager } from "~/client/components/ui/pager";
import { Tabs } from "~/client/components/ui/tabs";
import { ReturnCard } from "~/client/features/admin/returns/components/return-card";
import { useReturnQueue } from "~/client/features/admin/returns/api/returns";
import { RETURN_STATUSES, RETURN_WINDOW_HOURS, type ReturnStatus } from "~/shared/returns";

const TAB_LABELS: Record<ReturnStatus, string> = { pending: "Waiting", approved: "Approved", refused: "Refused" };

function Queue({ status, page, onPage }: { status: ReturnStatus; page: number; onPage: (page: number) => void }) {
  const queue = useReturnQueue(status, page);
  if (queue.isPending) return <LoadingLine>Loading returns...</LoadingLine>;
  if (queue.isError) return <p role="alert">The returns could not be loaded.</p>;
  if (queue.data.rows.length === 0) return <p className="rounded-lg border border-earth-900/15 bg-white p-4">{status === "pending" ? "No problem reports are waiting." : "None yet."}</p>;
  return (
    <>
      <div className="space-y-3">
        {queue.data.rows.map((request) => (
          <ReturnCard key={request.id} request={request} />
        ))}
      </div>
      <Pager page={queue.data.page} hasMore={queue.data.hasMore} onPage={onPage} label="Return pages" />
    </>
  );
}

export default function AdminReturns() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("status");
  const status: ReturnStatus = RETURN_STATUSES.find((value) => value === asked) ?? "pending";
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-leaf-800">Returns</h1>
      <p className="mb-4 text-sm text-earth-900/80">
        Problems shoppers reported within {RETURN_WINDOW_HOURS} hours of delivery, newest first. Approving a refund issues a credit note for the lines and owes the refund; every decision is e-mailed to the shopper.
      </p>
      <Tabs
        value={status}
        onValueChange={(value) => setSearchParams(value === "pending" ? {} : { status: value }, { replace: true })}
        panels={RETURN_STATUSES.map((value) => ({
          value,
          label: TAB_LABELS[value],
          content: <Queue status={value} page={page} onPage={(next) => setSearchParams({ ...(value === "pending" ? {} : { status: value }), page: String(next) })} />,
        }))}
      />
    </>
  );
}
