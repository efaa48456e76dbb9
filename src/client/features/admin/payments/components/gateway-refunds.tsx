import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { formatOrderDate } from "~/shared/format";
import { formatRupees } from "~/shared/money";
import { gatewayRefundSchema } from "~/shared/schemas/gateway-payment";
import { useAdminOrder } from "../../orders/api/get-order";
import { useOrderRefunds, useRefundThroughGateway } from "../api/refunds";

const STATUS_WORDS = { pending: "Pending", sent: "Sent", failed: "Failed" } as const;

/** An online order's refunds, and a new one through the payment gateway: the whole amount or a part, with a reason. */
export function GatewayRefunds({ orderId }: { orderId: string }) {
  const { data: order } = useAdminOrder(orderId);
  const refunds = useOrderRefunds(orderId);
  const refund = useRefundThroughGateway(orderId);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!order || order.paymentMethod !== "online") return null;
  const refundable = order.paymentStatus === "paid" || order.paymentStatus === "partly_refunded";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gatewayRefundSchema.safeParse({ amountPaise: Math.round(Number(amount) * 100), reason });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    refund.mutate(parsed.data, {
      onSuccess: (made) => {
        toast.success("Refund sent to the payment gateway", { description: formatRupees(made.amountPaise) });
        setAmount("");
        setReason("");
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) setErrors(error.fields);
        toast.error(error instanceof ApiRequestError ? error.message : "The refund could not be sent. Please try again.");
      },
    });
  };

  return (
    <section aria-labelledby="gateway-refunds-title" className="mt-6 rounded-xl border border-mustard-100 p-4">
      <h2 id="gateway-refunds-title" className="text-lg font-bold text-leaf-800">
        Online payment refunds
      </h2>
      {refunds.isPending ? (
        <p role="status" className="mt-2 text-sm">Loading refunds…</p>
      ) : refunds.data?.refunds.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {refunds.data.refunds.map((row) => (
            <li key={row.id}>
              {formatOrderDate(row.createdAt)}: {formatRupees(row.amountPaise)}, {STATUS_WORDS[row.status as keyof typeof STATUS_WORDS] ?? row.status}: {row.reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">No refunds yet.</p>
      )}
      {refundable && (
        <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end" noValidate>
          <FormField id="refund-amount" label="Amount (₹)" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={errors.amountPaise} required />
          <FormField id="refund-reason" label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} error={errors.reason} maxLength={200} required />
          <Button type="submit" variant="destructive" disabled={refund.isPending} aria-busy={refund.isPending}>
            {refund.isPending ? "Refunding…" : "Refund"}
          </Button>
        </form>
      )}
    </section>
  );
}
