import { Link, useSearchParams } from "react-router";
import { Tabs } from "~/client/components/ui/tabs";
import { ComplaintDesk } from "~/client/features/admin/complaints/components/complaint-desk";
import { ComplaintQueue } from "~/client/features/admin/complaints/components/complaint-queue";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "~/shared/complaint";
import { paths } from "~/shared/paths";

export default function AdminComplaints() {
  // The ticket and the tab are in the address, so a ticket can be linked and Back returns to the list.
  const [searchParams, setSearchParams] = useSearchParams();
  const ticket = searchParams.get("ticket");
  const status = searchParams.get("status") === "closed" ? "closed" : "active";
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-leaf-800">Complaints</h1>
      <p className="mb-4 text-sm text-earth-900/80">
        Acknowledge each complaint within {ACKNOWLEDGE_WITHIN_HOURS} hours and resolve it within {RESOLVE_WITHIN_DAYS} days. Replies and closing are e-mailed to the shopper.
      </p>
      {ticket ? (
        <>
          <p className="mb-3">
            <Link to={paths.adminComplaints.getHref()} className="text-sm text-leaf-700 underline">
              ← All complaints
            </Link>
          </p>
          <ComplaintDesk id={ticket} />
        </>
      ) : (
        <Tabs
          value={status}
          onValueChange={(value) => setSearchParams(value === "closed" ? { status: "closed" } : {}, { replace: true })}
          panels={[
            { value: "active", label: "Open", content: <ComplaintQueue status="active" page={page} onPage={(next) => setSearchParams({ page: String(next) })} /> },
            { value: "closed", label: "Closed", content: <ComplaintQueue status="closed" page={page} onPage={(next) => setSearchParams({ status: "closed", page: String(next) })} /> },
          ]}
        />
      )}
    </>
  );
}
