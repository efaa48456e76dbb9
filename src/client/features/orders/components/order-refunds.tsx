import { useLingui } from "@lingui/react/macro";
import { Section } from "~/client/components/ui/section";
import { formatOrderDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import { formatRupees } from "~/shared/money";
import type { RefundView } from "~/shared/refund";
import { RefundPayeeForm } from "./refund-payee-form";

/** Each refund of the order and how far it has gone; one still needing the shopper's details asks for them. */
export function OrderRefunds({ orderNumber, refunds, className, titleClassName }: { orderNumber: string; refunds: RefundView[]; className: string; titleClassName: string }) {
  const { t } = useLingui();
  if (refunds.length === 0) return null;
  return (
    <Section id="refunds" title={t`Refunds`} className={className} titleClassName={titleClassName}>
      <ul className="mt-2 space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="text-sm">
            <RefundSentence refund={refund} />
            {refund.method === null && refund.status === "pending" && <RefundPayeeForm orderNumber={orderNumber} refundId={refund.id} amountPaise={refund.amountPaise} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The shopper's sentence for a refund's progress (refundStatusSentence of src/shared, in the page's language). */
function RefundSentence({ refund }: { refund: RefundView }) {
  const { t, i18n } = useLingui();
  const amount = formatRupees(refund.amountPaise);
  const sentOn = refund.sentAt ? formatOrderDate(refund.sentAt, langOfI18n(i18n)) : "";
  const { payee, utr } = refund;
  let sentence: string;
  if (refund.method === "gateway") {
    if (refund.status === "sent") sentence = t`${amount} refunded through the payment gateway on ${sentOn}`;
    else if (refund.status === "failed") sentence = t`The payment gateway could not refund ${amount}. We will contact you about it.`;
    else sentence = t`${amount} is being refunded through the payment gateway to the account you paid from`;
  } else if (refund.method === null) sentence = t`Waiting for your details to send your refund of ${amount}`;
  else if (refund.status === "sent") sentence = t`${amount} sent to ${payee} on ${sentOn}, UTR ${utr}`;
  else sentence = t`${amount} is being sent to ${payee}`;
  return <p>{sentence}</p>;
}
