import { Link } from "react-router";
import { DataTable } from "~/client/components/ui/data-table";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { Pager } from "~/client/components/ui/pager";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { formatDateTime } from "~/shared/format";
import { COMPLAINT_STATUS_LABELS } from "~/shared/complaint";
import { paths } from "~/shared/paths";
import { useComplaintQueue, type ComplaintQueueStatus } from "../api/complaints";

type Ticket = { acknowledgeBy: string; acknowledgeOverdue: boolean; acknowledgedAt: string | null; resolveBy: string; resolveOverdue: boolean; closedAt: string | null };

/** A ticket's two deadlines as the list and the ticket show them: acknowledging meets the first, closing the second. */
export const DEADLINES = [
  { label: "Acknowledge by", due: (ticket: Ticket) => ({ at: ticket.acknowledgeBy, overdue: ticket.acknowledgeOverdue, met: ticket.acknowledgedAt !== null }) },
  { label: "Resolve by", due: (ticket: Ticket) => ({ at: ticket.resolveBy, overdue: ticket.resolveOverdue, met: ticket.closedAt !== null }) },
];

/** A due date, in red with "overdue" once it has passed unmet. */
export function DueDate({ at, overdue, met }: { at: string; overdue: boolean; met: boolean }) {
  if (met && !overdue) return <span className="text-earth-900/70">Done</span>;
  return <span className={overdue ? "font-semibold text-red-700" : undefined}>{overdue ? `Overdue since ${formatDateTime(at)}` : formatDateTime(at)}</span>;
}

/** Open tickets oldest first, or closed ones; each opens in its own view. */
export function ComplaintQueue({ status, page, onPage }: { status: ComplaintQueueStatus; page: number; onPage: (page: number) => void }) {
  const queue = useComplaintQueue(status, page);
  if (queue.isPending) return <LoadingLine>Loading complaints...</LoadingLine>;
  if (queue.isError) return <p role="alert">The complaints could not be loaded.</p>;
  if (queue.data.rows.length === 0) return <p className="rounded-lg border border-earth-900/15 bg-white p-4">{status === "active" ? "No open complaints." : "No closed complaints yet."}</p>;
  return (
    <>
      <DataTable label="Complaints" minWidthClass="min-w-[52rem]" columns={["Ticket", "From", "Subject", "Status", ...DEADLINES.map(({ label }) => label)]}>
        {queue.data.rows.map((row) => (
          <tr key={row.id} className="border-t border-earth-900/10 align-top">
            <td className="px-3 py-2 font-semibold whitespace-nowrap">
              <Link to={paths.adminComplaints.getHref({ ticket: row.id })} className="text-leaf-700 underline">
                {row.ticketNumber}
              </Link>
            </td>
            <td className="px-3 py-2">
              {row.name}
              <span className="block text-xs break-all text-earth-900/70">{row.email}</span>
            </td>
            <td className="px-3 py-2">{row.subject}</td>
            <td className="px-3 py-2">
              <StatusBadge status={row.status}>{COMPLAINT_STATUS_LABELS[row.status]}</StatusBadge>
            </td>
            {DEADLINES.map(({ label, due }) => (
              <td key={label} className="px-3 py-2">
                <DueDate {...due(row)} />
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      <Pager page={queue.data.page} hasMore={queue.data.hasMore} onPage={onPage} label="Complaint pages" />
    </>
  );
}
