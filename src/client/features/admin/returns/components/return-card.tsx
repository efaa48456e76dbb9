import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { orderStatusLabel } from "~/shared/order-status";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { errorText } from "~/client/lib/format";
import { formatDateTime } from "~/shared/format";
import { toast } from "~/client/lib/toast";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { AdminOrderLink } from "../../shared/admin-order-link";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATUS_LABELS } from "~/shared/returns";
import { refuseReturnSchema } from "~/shared/schemas/return-request";
import { useApproveReturn, useRefuseReturn, type StaffReturn } from "../api/returns";

/** One reported problem: the order, the lines, the photos, the reason and the choice, and the decision. */
export function ReturnCard({ request }: { request: StaffReturn }) {
  return (
    <article aria-label={`Problem with order ${request.orderNumber}`} className="space-y-3 rounded-lg border border-earth-900/15 bg-white p-4 text-sm">
      <header className="flex flex-wrap items-center gap-2">
        <AdminOrderLink orderId={request.orderId}>Order {request.orderNumber}</AdminOrderLink>
        <StatusBadge status={request.status} tone={request.status === "approved" ? "delivered" : request.status === "refused" ? "cancelled" : "pending"}>
          {RETURN_STATUS_LABELS[request.status]}
        </StatusBadge>
        <span className="text-earth-900/70">{formatDateTime(request.createdAt)}</span>
      </header>
      <p>
        {request.customerName} · <span className="break-all">{request.customerEmail}</span>
      </p>
      <p>
        <strong>{RETURN_REASON_LABELS[request.reason]}</strong>, asks for a <strong>{RETURN_RESOLUTION_LABELS[request.resolution].toLowerCase()}</strong>
      </p>
      <ul className="list-disc pl-5">
        {request.lines.map((line) => (
          <li key={line.orderItemId}>
            {line.quantity} x {line.title} ({formatRupees(line.pricePaise)} each)
          </li>
        ))}
      </ul>
      <p className="whitespace-pre-line break-words">{request.description}</p>
      {request.photos.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {request.photos.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.url} alt={`Shopper's photo ${index + 1} of order ${request.orderNumber}`} width={photo.width} height={photo.height} loading="lazy" className="h-28 w-auto rounded object-cover" />
            </a>
          ))}
        </div>
      )}
      {request.status === "pending" ? <Decide request={request} /> : <Outcome request={request} />}
    </article>
  );
}

function Outcome({ request }: { request: StaffReturn }) {
  return (
    <div className="rounded-lg bg-mustard-50 p-3">
      {request.decidedAt && <p>Decided {formatDateTime(request.decidedAt)}</p>}
      {request.decisionNote && <p>{request.status === "refused" ? "Reason" : "Note"}: {request.decisionNote}</p>}
      {request.creditNoteNumber && (
        <p>
          Credit note{" "}
          <a href={`/api/returns/requests/${request.id}/credit-note.pdf`} className="text-leaf-700 underline">
            {request.creditNoteNumber}
          </a>{" "}
          for {formatRupees(request.creditedPaise ?? 0)}
          {request.refundId ? ", refund owed" : ", nothing was paid"}
        </p>
      )}
      {request.replacement && (
        <p>
          Replacement{" "}
          <Link to={paths.adminOrder.getHref(request.replacement.orderId)} className="text-leaf-700 underline">
            order {request.replacement.orderNumber}
          </Link>{" "}
          at ₹0 ({orderStatusLabel(request.replacement.orderStatus)})
        </p>
      )}
    </div>
  );
}

function Decide({ request }: { request: StaffReturn }) {
  const approve = useApproveReturn();
  const refuse = useRefuseReturn();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const busy = approve.isPending || refuse.isPending;
  const failed = (failure: unknown) => toast.error("Error", { description: errorText(failure) });
  const onRefuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = refuseReturnSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    refuse.mutate({ id: request.id, reason: parsed.data.reason }, { onSuccess: () => toast.success("Refused", { description: "The shopper is e-mailed the reason." }), onError: failed });
  };
  return (
    <div className="space-y-3 border-t border-earth-900/10 pt-3">
      <Button type="button" disabled={busy} onClick={() => approve.mutate(request.id, { onSuccess: () => toast.success("Approved", { description: "The shopper is e-mailed." }), onError: failed })}>
        {approve.isPending ? "Approving..." : request.resolution === "refund" ? "Approve refund" : "Approve replacement"}
      </Button>
      <form noValidate onSubmit={onRefuse} className="space-y-2">
        <FormField id={`refuse-${request.id}`} label="Reason for refusing (e-mailed to the shopper)" multiline rows={2} value={reason} onChange={(change) => setReason(change.target.value)} error={error} />
        <Button type="submit" variant="outline" disabled={busy}>
          {refuse.isPending ? "Refusing..." : "Refuse"}
        </Button>
      </form>
    </div>
  );
}
