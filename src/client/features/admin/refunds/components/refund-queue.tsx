import { LoadingLine } from "~/client/components/ui/loading-line";
import { Section } from "~/client/components/ui/section";
import { useRefundQueue, type QueuedRefund } from "../api/refunds";
import { RefundCard } from "./refund-card";

const GROUPS: { state: QueuedRefund["state"]; title: string; empty: string }[] = [
  { state: "ready", title: "Ready to send", empty: "Nothing to send." },
  { state: "awaiting_details", title: "Waiting for the shopper's details", empty: "No refund is waiting for a shopper." },
  { state: "gateway", title: "Through the payment gateway", empty: "None in progress." },
  { state: "sent", title: "Sent", empty: "No refund sent yet." },
];

/** Refunds still owed first, each group oldest first, then the latest sent. */
export function RefundQueue() {
  const queue = useRefundQueue();
  if (queue.isPending) return <LoadingLine>Loading refunds...</LoadingLine>;
  if (queue.isError) return <p role="alert">The refunds could not be loaded.</p>;
  const overdue = queue.data.filter((refund) => refund.overdue).length;
  return (
    <div className="space-y-8">
      {overdue > 0 && (
        <p role="status" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {overdue === 1 ? "1 refund is" : `${overdue} refunds are`} overdue
        </p>
      )}
      {GROUPS.map((group) => {
        const refunds = queue.data.filter((refund) => refund.state === group.state);
        return (
          <Section key={group.state} id={`refunds-${group.state}`} title={`${group.title} (${refunds.length})`} titleClassName="text-lg font-bold">
            {refunds.length === 0 ? (
              <p className="mt-2 text-sm text-earth-900/80">{group.empty}</p>
            ) : (
              <ul className="mt-3 grid gap-3 lg:grid-cols-2">
                {refunds.map((refund) => (
                  <RefundCard key={refund.id} refund={refund} />
                ))}
              </ul>
            )}
          </Section>
        );
      })}
    </div>
  );
}
