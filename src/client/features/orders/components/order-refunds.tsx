import { Section } from "~/client/components/ui/section";
import { refundStatusSentence, type RefundView } from "~/shared/refund";
import { RefundPayeeForm } from "./refund-payee-form";

/** Each refund of the order and how far it has gone; one still needing the shopper's details asks for them. */
export function OrderRefunds({ orderNumber, refunds, className, titleClassName }: { orderNumber: string; refunds: RefundView[]; className: string; titleClassName: string }) {
  if (refunds.length === 0) return null;
  return (
    <Section id="refunds" title="Refunds" className={className} titleClassName={titleClassName}>
      <ul className="mt-2 space-y-3">
        {refunds.map((refund) => (
          <li key={refund.id} className="text-sm">
            <p>{refundStatusSentence(refund)}</p>
            {refund.method === null && refund.status === "pending" && <RefundPayeeForm orderNumber={orderNumber} refundId={refund.id} amountPaise={refund.amountPaise} />}
          </li>
        ))}
      </ul>
    </Section>
  );
}
