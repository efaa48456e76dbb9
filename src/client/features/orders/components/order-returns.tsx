import { RETURN_REASON_LABELS, RETURN_RESOLUTION_LABELS, RETURN_STATUS_LABELS } from "~/shared/returns";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { LazyDialogButton } from "~/client/components/ui/lazy-dialog-button";
import { buttonClasses } from "~/client/components/ui/button";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { formatDateTime } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import type { OrderDetail } from "../api/get-order-detail";
import { useOrderReturns, type ReturnRequestView } from "../api/order-returns";
import { useOrderLabels } from "../labels";

/** What the shopper reads of a decided request: the refund approved, the replacement, or staff's reason. */
function useOutcome(request: ReturnRequestView): string | null {
  const { t } = useLingui();
  const { decisionNote, creditedPaise } = request;
  if (request.status === "refused") return decisionNote ? t`Reason: ${decisionNote}` : null;
  if (request.status !== "approved") return null;
  if (request.resolution === "replacement") return request.replacement ? null : t`A replacement will be sent at no charge.`;
  const credited = formatRupees(creditedPaise ?? 0);
  return creditedPaise ? t`Refund of ${credited} approved.` : t`Refund approved.`;
}

function ReturnRequestCard({ request }: { request: ReturnRequestView }) {
  const { t, i18n } = useLingui();
  const labels = useOrderLabels();
  const outcome = useOutcome(request);
  const reportedAt = formatDateTime(request.createdAt, langOfI18n(i18n));
  const photoAlt = (number: number) => t`Your photo ${number} of the problem`;
  return (
    <li className="rounded-lg border border-mustard-100 p-3 text-sm" data-testid="return-request">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={request.status} tone={request.status === "approved" ? "delivered" : request.status === "refused" ? "cancelled" : "pending"}>
          {labels.sentence(RETURN_STATUS_LABELS[request.status])}
        </StatusBadge>
        <span className="font-semibold">
          {labels.sentence(RETURN_REASON_LABELS[request.reason])} · {labels.sentence(RETURN_RESOLUTION_LABELS[request.resolution])}
        </span>
        <span className="text-earth-900/70">
          <Trans>
            reported <time dateTime={request.createdAt}>{reportedAt}</time>
          </Trans>
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
            <img key={photo.id} src={photo.url} alt={photoAlt(index + 1)} width={photo.width} height={photo.height} loading="lazy" className="size-20 rounded object-cover" />
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
  const labels = useOrderLabels();
  const settled = ["delivered", "cancelled", "returned_to_origin"].includes(replacement.orderStatus);
  const { orderNumber } = replacement;
  const status = labels.orderStatus(replacement.orderStatus);
  const orderLink = (
    <Link to={paths.accountOrder.getHref(orderNumber)} className="break-all text-leaf-800 underline underline-offset-2">
      <Trans>order {orderNumber}</Trans>
    </Link>
  );
  return (
    <p className="mt-2 font-semibold" data-testid="replacement">
      {settled ? <Trans>Replacement: {orderLink} ({status}), at no charge.</Trans> : <Trans>Replacement on its way: {orderLink} ({status}), at no charge.</Trans>}
    </p>
  );
}

/** Report a problem within the window after delivery, and each request's status; after the window, why not. */
export function OrderReturns({ order }: { order: OrderDetail["order"] }) {
  const { t, i18n } = useLingui();
  const labels = useOrderLabels();
  const returns = useOrderReturns(order.orderNumber);
  if (returns.isPending) return <LoadingLine>{t`Loading problem reports...`}</LoadingLine>;
  if (returns.isError) return <p role="alert">{t`Problem reports could not be loaded. Please reload the page.`}</p>;
  const { window, returnable, requests } = returns.data;
  const anyLeft = returnable.some((line) => line.quantity > 0);
  const closesAt = window.closesAt ? formatDateTime(window.closesAt, langOfI18n(i18n)) : "";
  return (
    <div className="mt-2 space-y-3">
      {window.open && anyLeft ? (
        <>
          <p className="text-sm">
            <Trans>
              Something damaged, leaking, expired, wrong or missing? Tell us by <time dateTime={window.closesAt}>{closesAt}</time>.
            </Trans>
          </p>
          <LazyDialogButton
            className={buttonClasses({ variant: "outline" })}
            load={() => import("./report-problem-dialog")}
            dialogProps={{ orderNumber: order.orderNumber, items: order.items, returnable }}
          >
            {t`Report a problem`}
          </LazyDialogButton>
        </>
      ) : (
        <p className="text-sm text-earth-900/80">{window.open ? t`Every item of this order is already in a problem report.` : labels.sentence(window.reason)}</p>
      )}
      {requests.length > 0 && (
        <ul className="space-y-2" aria-label={t`Your problem reports`}>
          {requests.map((request) => (
            <ReturnRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}
