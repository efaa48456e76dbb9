import { Link } from "~/client/components/ui/link";
import { LazyDialogButton } from "~/client/components/ui/lazy-dialog-button";
import { buttonClasses } from "~/client/components/ui/button";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { formatDateTime } from "~/client/lib/format";
import { formatRupees } from "~/shared/money";
import { orderStatusLabel } from "~/shared/order-status";
import { paths } from "~/shared/paths";
import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATUS_LABELS } from "~/shared/returns";
import type { OrderDetail } from "../api/get-order-detail";
import { useOrderReturns, type ReturnRequestView } from "../api/order-returns";

/** What the shopper reads of a decided request: the refund approved, the replacement, or staff's reason. */
function outcomeOf(request: ReturnRequestView): string | null {
  if (request.status === "refused") return request.decisionNote ? `Reason: ${request.decisionNote}` : null;
  if (request.status !== "approved") return null;
  if (request.resolution === "replacement") return request.replacement ? null : "A replacement will be sent at no charge.";
  return request.creditedPaise ? `Refund of ${formatRupees(request.creditedPaise)} approved.` : "Refund approved.";
}

function ReturnRequestCard({ request }: { request: ReturnRequestView }) {
  const outcome = outcomeOf(request);
  return (
    <li className="rounded-lg border border-mustard-100 p-3 text-sm" data-testid="return-request">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={request.status} tone={request.status === "approved" ? "delivered" : request.status === "refused" ? "cancelled" : "pending"}>
          {RETURN_STATUS_LABELS[request.status]}
        </StatusBadge>
        <span className="font-semibold">
          {RETURN_REASON_LABELS[request.reason]} · {RETURN_RESOLUTION_LABELS[request.resolution]}
        </span>
        <span className="text-earth-900/70">
          reported <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </span>
      </div>
      <ul className="mt-2 list-disc pl-5">
        {request.lines.map((line) => (
          <li key={line.orderItemId}>
            {line.quantity} x {line.title}
          </li>
        ))}
      </ul>
      {request.photos.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {request.photos.map((photo, index) => (
            <img key={photo.id} src={photo.url} alt={`Your photo ${index + 1} of the problem`} width={photo.width} height={photo.height} loading="lazy" className="size-20 rounded object-cover" />
          ))}
        </div>
      )}
      {outcome && <p className="mt-2 font-semibold">{outcome}</p>}
      {request.replacement && <ReplacementLine replacement={request.replacement} />}
    </li>
  );
}

/** An approved replacement's own ₹0 order, followed like any order. */
function ReplacementLine({ replacement }: { replacement: NonNullable<ReturnRequestView["replacement"]> }) {
  const settled = ["delivered", "cancelled", "returned_to_origin"].includes(replacement.orderStatus);
  return (
    <p className="mt-2 font-semibold" data-testid="replacement">
      {settled ? "Replacement" : "Replacement on its way"}:{" "}
      <Link to={paths.accountOrder.getHref(replacement.orderNumber)} className="break-all text-leaf-800 underline underline-offset-2">
        order {replacement.orderNumber}
      </Link>{" "}
      ({orderStatusLabel(replacement.orderStatus)}), at no charge.
    </p>
  );
}

/** Report a problem within the window after delivery, and each request's status; after the window, why not. */
export function OrderReturns({ order }: { order: OrderDetail["order"] }) {
  const returns = useOrderReturns(order.orderNumber);
  if (returns.isPending) return <LoadingLine>Loading problem reports...</LoadingLine>;
  if (returns.isError) return <p role="alert">Problem reports could not be loaded. Please reload the page.</p>;
  const { window, returnable, requests } = returns.data;
  const anyLeft = returnable.some((line) => line.quantity > 0);
  return (
    <div className="mt-2 space-y-3">
      {window.open && anyLeft ? (
        <>
          <p className="text-sm">
            Something damaged, leaking, expired, wrong or missing? Tell us by <time dateTime={window.closesAt}>{formatDateTime(window.closesAt)}</time>.
          </p>
          <LazyDialogButton
            className={buttonClasses({ variant: "outline" })}
            load={() => import("./report-problem-dialog")}
            dialogProps={{ orderNumber: order.orderNumber, items: order.items, returnable }}
          >
            Report a problem
          </LazyDialogButton>
        </>
      ) : (
        <p className="text-sm text-earth-900/80">{window.open ? "Every item of this order is already in a problem report." : window.reason}</p>
      )}
      {requests.length > 0 && (
        <ul className="space-y-2" aria-label="Your problem reports">
          {requests.map((request) => (
            <ReturnRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
