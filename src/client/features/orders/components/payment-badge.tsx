import { StatusBadge } from "~/client/components/ui/status-badge";
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod, PaymentStatus } from "~/shared/payment";
import { useOrderLabels } from "../labels";

/** The payment status in the shopper's words ("Cash to pay on delivery", "Payment submitted, being verified"). */
export function PaymentBadge({ order }: { order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus } }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  return (
    <StatusBadge status={order.paymentStatus}>
      <span className="sr-only">{t`Payment:`} </span>
      {labels.paymentStatus(order.paymentMethod, order.paymentStatus)}
    </StatusBadge>
  );
}
