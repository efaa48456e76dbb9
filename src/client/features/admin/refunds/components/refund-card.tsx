import { StatusBadge } from "~/client/components/ui/status-badge";
import { formatDateTime } from "~/shared/format";
import { formatRupees } from "~/shared/money";
import { AdminOrderLink } from "../../shared/admin-order-link";
import type { QueuedRefund } from "../api/refunds";
import { RefundSentForm } from "./refund-sent-form";

function PayeeDetails({ details }: { details: NonNullable<QueuedRefund["details"]> }) {
  if ("upiId" in details) return <p className="mt-2">UPI ID: <strong className="break-all">{details.upiId}</strong></p>;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <dt>Account holder</dt>
      <dd className="font-semibold">{details.accountHolder}</dd>
      <dt>Account number</dt>
      <dd className="font-semibold break-all">{details.accountNumber}</dd>
      <dt>IFSC</dt>
      <dd className="font-semibold">{details.ifsc}</dd>
    </dl>
  );
}

/** One refund with its order: what is owed, where it goes (in full only until sent) and what staff do next. */
export function RefundCard({ refund }: { refund: QueuedRefund }) {
  return (
    <li className="rounded-lg border border-earth-900/15 bg-white p-4 text-sm" data-refund={refund.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-bold text-leaf-800">{formatRupees(refund.amountPaise)}</p>
        {refund.overdue && <StatusBadge status="overdue" tone="cancelled">Overdue</StatusBadge>}
      </div>
      <p>
        Order{" "}
        <AdminOrderLink orderId={refund.order.id} className="break-all">
          {refund.order.orderNumber}
        </AdminOrderLink>{" "}
        · {refund.order.customerName} <span className="break-all text-earth-900/70">({refund.order.customerEmail})</span>
      </p>
      <p className="text-earth-900/80">
        {refund.reason} · owed since {formatDateTime(refund.createdAt)}
      </p>
      {refund.state === "ready" && refund.details && <PayeeDetails details={refund.details} />}
      {refund.state === "ready" && <RefundSentForm refundId={refund.id} />}
      {refund.state === "sent" && (
        <p className="mt-2">
          Sent {refund.payee ? <>to <strong>{refund.payee}</strong> </> : null}on {formatDateTime(refund.sentAt!)}
          {refund.utr && <> · UTR <strong>{refund.utr}</strong></>}
        </p>
      )}
      {refund.state === "gateway" && <p className="mt-2">{refund.status === "failed" ? "The payment gateway refused it: refund again from the order." : "Being refunded through the payment gateway."}</p>}
    </li>
  );
}
