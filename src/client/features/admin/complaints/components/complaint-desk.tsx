import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { SaveButton } from "~/client/components/ui/save-button";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { errorText } from "~/client/lib/format";
import { formatDateTime } from "~/shared/format";
import { toast } from "~/client/lib/toast";
import { COMPLAINT_STATUS_LABELS } from "~/shared/complaint";
import { complaintReplySchema } from "~/shared/schemas/complaint";
import { useAcknowledgeComplaint, useCloseComplaint, useReplyToComplaint, useStaffComplaint, type StaffComplaint } from "../api/complaints";
import { ComplaintReplies } from "~/client/components/complaint-replies";
import { DEADLINES, DueDate } from "./complaint-queue";

/** One ticket for staff: what the shopper wrote, the replies, and acknowledge, reply (e-mailed) and close. */
export function ComplaintDesk({ id }: { id: string }) {
  const complaint = useStaffComplaint(id);
  if (complaint.isPending) return <LoadingLine>Loading the complaint...</LoadingLine>;
  if (complaint.isError) return <p role="alert">{errorText(complaint.error)}</p>;
  return <Ticket complaint={complaint.data} />;
}

function Ticket({ complaint }: { complaint: StaffComplaint }) {
  const open = complaint.status !== "closed";
  return (
    <article aria-label={`Complaint ${complaint.ticketNumber}`} className="space-y-4 rounded-lg border border-earth-900/15 bg-white p-4">
      <header className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-bold text-leaf-800">{complaint.ticketNumber}</h2>
        <StatusBadge status={complaint.status}>{COMPLAINT_STATUS_LABELS[complaint.status]}</StatusBadge>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Row term="From">
          {complaint.name} · <span className="break-all">{complaint.email}</span> · {complaint.phone}
        </Row>
        <Row term="Order">{complaint.orderNumber ?? "None given"}</Row>
        <Row term="Raised">{formatDateTime(complaint.createdAt)}</Row>
        <Row term="Owner">{complaint.owner}</Row>
        {DEADLINES.map(({ label, due }) => (
          <Row key={label} term={label}>
            <DueDate {...due(complaint)} />
          </Row>
        ))}
      </dl>
      <section aria-label="The complaint">
        <h3 className="font-semibold">{complaint.subject}</h3>
        <p className="mt-1 whitespace-pre-line break-words">{complaint.description}</p>
      </section>
      <section aria-label="Replies">
        <h3 className="font-semibold">Replies</h3>
        <ComplaintReplies replies={complaint.replies} none="No reply yet." />
      </section>
      {open && <Actions complaint={complaint} />}
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Actions({ complaint }: { complaint: StaffComplaint }) {
  const acknowledge = useAcknowledgeComplaint();
  const reply = useReplyToComplaint();
  const close = useCloseComplaint();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const failed = (what: string) => (failure: unknown) => toast.error(`Could not ${what}`, { description: errorText(failure) });

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = complaintReplySchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    reply.mutate(
      { id: complaint.id, body: parsed.data.body },
      { onSuccess: () => (setBody(""), toast.success("Reply sent", { description: `E-mailed to ${complaint.email}.` })), onError: failed("send the reply") },
    );
  };

  return (
    <div className="space-y-3 border-t border-earth-900/10 pt-4">
      <form noValidate onSubmit={send} aria-label="Reply to the shopper" className="space-y-2">
        <FormField multiline id="complaint-reply" label="Reply (e-mailed to the shopper)" rows={4} maxLength={2000} value={body} onChange={(event) => setBody(event.target.value)} error={error} />
        <SaveButton pending={reply.isPending} pendingLabel="Sending...">
          Send reply
        </SaveButton>
      </form>
      <div className="flex flex-wrap gap-2">
        {complaint.acknowledgedAt === null && (
          <Button variant="outline" disabled={acknowledge.isPending} onClick={() => acknowledge.mutate(complaint.id, { onSuccess: () => toast.success("Complaint acknowledged"), onError: failed("acknowledge") })}>
            {acknowledge.isPending ? "Acknowledging..." : "Acknowledge"}
          </Button>
        )}
        <Button variant="outline" disabled={close.isPending} onClick={() => close.mutate(complaint.id, { onSuccess: () => toast.success("Complaint closed", { description: "The shopper has been told by e-mail." }), onError: failed("close") })}>
          {close.isPending ? "Closing..." : "Close complaint"}
        </Button>
      </div>
    </div>
  );
}
