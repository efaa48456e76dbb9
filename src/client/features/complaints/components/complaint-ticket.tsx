import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { StatusBadge } from "~/client/components/ui/status-badge";
import type { ComplaintStatus } from "~/shared/complaint";
import { formatDateTime, formatOrderDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import type { Complaint } from "../api/complaints";
import { ComplaintReplies } from "~/client/components/complaint-replies";

const TONE = { open: "pending", acknowledged: "processing", closed: "delivered" } as const;

/** COMPLAINT_STATUS_LABELS of src/shared, in the page's language. */
const STATUS = { open: msg`Received`, acknowledged: msg`In progress`, closed: msg`Closed` } satisfies Record<ComplaintStatus, unknown>;

/** A ticket as its shopper follows it: number, status, owner, what happens by when, and every reply. */
export function ComplaintTicket({ complaint }: { complaint: Complaint }) {
  const { t, i18n } = useLingui();
  const { ticketNumber } = complaint;
  const lang = langOfI18n(i18n);
  return (
    <article aria-label={t`Complaint ${ticketNumber}`} className="rounded-xl border border-mustard-100 bg-white p-4 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-leaf-800">{complaint.ticketNumber}</h3>
        <StatusBadge status={complaint.status} tone={TONE[complaint.status]}>
          {i18n._(STATUS[complaint.status])}
        </StatusBadge>
      </header>
      <p className="mt-1 font-semibold">{complaint.subject}</p>
      <dl className="mt-2 grid gap-1 text-sm text-earth-900/80 sm:grid-cols-2">
        <div>
          <dt className="inline">{t`Raised:`} </dt>
          <dd className="inline">{formatDateTime(complaint.createdAt, lang)}</dd>
        </div>
        {complaint.orderNumber && (
          <div>
            <dt className="inline">{t`Order:`} </dt>
            <dd className="inline break-all">{complaint.orderNumber}</dd>
          </div>
        )}
        <div>
          <dt className="inline">{t`Handled by:`} </dt>
          <dd className="inline">{complaint.owner}</dd>
        </div>
        {complaint.status !== "closed" && (
          <div>
            <dt className="inline">{t`Resolved by:`} </dt>
            <dd className="inline">{formatOrderDate(complaint.resolveBy, lang)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 whitespace-pre-line break-words">{complaint.description}</p>
      <h4 className="mt-4 text-sm font-semibold uppercase tracking-wide text-earth-900/70">{t`Replies`}</h4>
      <ComplaintReplies replies={complaint.replies} none={t`No reply yet. We acknowledge every complaint within 48 hours.`} />
    </article>
  );
}
