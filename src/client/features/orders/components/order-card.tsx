import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { formatOrderDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import { paths } from "~/shared/paths";
import { formatRupees } from "~/shared/money";
import type { Order } from "../api/get-order";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { AwaitingNote } from "~/client/components/ui/awaiting-note";
import { useOrderLabels } from "../labels";
import { CashToPay } from "./cash-to-pay";
import { PaymentBadge } from "./payment-badge";
import { lineTitle } from "~/shared/line-title";

/** One order in the account's list: number, date, statuses, items and total. */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const labels = useOrderLabels();
  const { orderNumber } = order;
  const status = labels.orderStatus(order.orderStatus);
  const total = formatRupees(order.totalPaise);
  const placedOn = formatOrderDate(order.createdAt, langOfI18n(i18n));
  return (
    <article aria-label={t`Order ${orderNumber}`} className="rounded-xl border border-mustard-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold break-all">
            <Link to={paths.accountOrder.getHref(order.orderNumber)} className="text-leaf-800 underline underline-offset-2 hover:text-leaf-700">
              {order.orderNumber}
            </Link>
          </h3>
          <p className="text-sm text-earth-900/80">
            <Trans>
              Placed on <time dateTime={order.createdAt}>{placedOn}</time>
            </Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={order.orderStatus}>{t`Order: ${status}`}</StatusBadge>
          <PaymentBadge order={order} />
          <AwaitingNote awaiting={order.awaiting} reader="shopper" />
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>
              {lineTitle(item.productName, item.sizeLabel)} x {item.quantity}
            </span>
            <span>{formatRupees(item.subtotalPaise)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-mustard-100 pt-2 font-bold">
        <span>{t`Total`}</span>
        <span>{formatRupees(order.totalPaise)}</span>
      </p>
      <CashToPay order={order} className="mt-2" />
      {order.awaiting?.what === "upi_payment" && (
        <Link to={paths.accountOrderPay.getHref(order.orderNumber)} className="mt-2 inline-block font-semibold text-leaf-700 underline">
          {t`Pay ${total} by UPI`}
        </Link>
      )}
    </article>
  );
}
