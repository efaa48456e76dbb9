import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { LabelledSelect } from "~/client/components/ui/labelled-select";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { EMAIL_KIND_LABELS, EMAIL_STATUSES, type EmailStatus } from "~/shared/schemas/admin-emails";
import { useAdminEmails, type AdminEmail } from "../api/get-emails";
import { useResendEmail } from "../api/resend-email";
import { DataTable } from "~/client/components/ui/data-table";
import { errorText } from "~/client/lib/format";
import { formatDateTime } from "~/shared/format";
import { Pager } from "~/client/components/ui/pager";

// docs/product-rules.md#e-mails: what was sent to whom, what is still being retried, and what
// failed for good (with a Resend button).

const STATUS_LABELS: Record<EmailStatus, string> = { queued: "Waiting to send", sent: "Sent", failed: "Failed" };
/** The order-status colour each e-mail status borrows: failed reads as a cancelled order, sent as a delivered one. */
const STATUS_TONES = { queued: "pending", sent: "delivered", failed: "cancelled" } as const;

function ResendButton({ email }: { email: AdminEmail }) {
  const resend = useResendEmail();
  if (email.status !== "failed" || email.kind === "password_reset") return null;
  const go = () =>
    resend.mutate(email.id, {
      onSuccess: () => toast.success("E-mail queued again", { description: `It will be sent to ${email.recipient} in a moment.` }),
      onError: (error) => toast.error("Could not resend the e-mail", { description: errorText(error) }),
    });
  return (
    <Button size="sm" variant="outline" disabled={resend.isPending} onClick={go}>
      {resend.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      Resend
    </Button>
  );
}

export function EmailsTable() {
  const [status, setStatus] = useState<EmailStatus | "">("failed");
  const [page, setPage] = useState(1);
  const { data, isPending, isError, isFetching } = useAdminEmails(status, page);
  const choose = (value: string) => {
    setStatus(value as EmailStatus | "");
    setPage(1);
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <LabelledSelect
          id="email-status"
          label="Show"
          className="h-11 rounded-md border border-earth-900/30 bg-white px-3 text-base"
          value={status}
          onChange={(event) => choose(event.target.value)}
          empty="All e-mails"
          options={EMAIL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
        {isFetching && !isPending ? <LoaderCircle aria-label="Loading e-mails" className="mb-3 size-5 animate-spin text-leaf-700" /> : null}
      </div>
      {isPending ? (
        <p role="status" className="flex items-center gap-2">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Loading e-mails…
        </p>
      ) : isError ? (
        <p role="alert">The e-mails could not be loaded.</p>
      ) : data.rows.length === 0 ? (
        <p>{status ? `No e-mails that are ${STATUS_LABELS[status].toLowerCase()}.` : "No e-mails yet."}</p>
      ) : (
        <>
          <DataTable columns={["Queued", "To", "About", "Status", "Tries", "Last error", ""]} minWidthClass="min-w-[56rem]">
            {data.rows.map((email) => (
              <tr key={email.id} className="border-t border-earth-900/10 align-top" data-email-id={email.id}>
                <td className="whitespace-nowrap px-3 py-2">{formatDateTime(email.createdAt)}</td>
                <td className="break-all px-3 py-2">{email.recipient}</td>
                <td className="px-3 py-2">
                  {EMAIL_KIND_LABELS[email.kind]}
                  <span className="block text-xs text-earth-900/70">{email.subject}</span>
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <StatusBadge status={email.status} tone={STATUS_TONES[email.status]}>
                    {STATUS_LABELS[email.status]}
                  </StatusBadge>
                  {email.sentAt ? <span className="block text-xs text-earth-900/70">{formatDateTime(email.sentAt)}</span> : null}
                </td>
                <td className="px-3 py-2">{email.attempts}</td>
                <td className="max-w-xs break-words px-3 py-2 text-xs">{email.lastError ?? "—"}</td>
                <td className="px-3 py-2">
                  <ResendButton email={email} />
                </td>
              </tr>
            ))}
          </DataTable>
          <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} label="E-mail pages" />
        </>
      )}
    </>
  );
}
