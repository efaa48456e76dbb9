import { Smartphone } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { formatRupees } from "~/shared/money";
import { paymentStatusSentence } from "~/shared/payment";
import { upiQrHref, useUpiPayment } from "../api/upi-payment";
import { formatTimeLeft, useTimeLeft } from "./time-left";
import { UtrForm } from "./utr-form";

/** How to pay a UPI order: the amount, the time left, a UPI app's link on a phone, its QR code on a larger screen, then the UTR. */
export function UpiPayPanel({ orderNumber }: { orderNumber: string }) {
  const payment = useUpiPayment(orderNumber);
  const data = payment.data;
  const left = useTimeLeft(data?.payBy ?? null, data?.clockOffsetMs ?? 0);
  if (payment.error) return <p role="alert">Could not load the payment details. Please try again.</p>;
  if (!data) return <p role="status">Loading payment details...</p>;
  if (data.paymentMethod !== "upi") return null;
  const amount = formatRupees(data.totalPaise);
  if (data.paymentStatus !== "pending" || data.orderStatus === "cancelled") {
    return <p role="status" className="rounded-lg bg-mustard-50 p-3 font-semibold">{data.orderStatus === "cancelled" && data.paymentStatus === "pending" ? "This order was cancelled." : paymentStatusSentence("upi", data.paymentStatus)}</p>;
  }
  if (!data.link || left === 0) {
    return (
      <p role="status" className="rounded-lg bg-red-50 p-3 text-red-800">
        The time to pay for this order is over (expired). It is being cancelled; please place a new order.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-lg">
        Amount to pay: <strong>{amount}</strong>
      </p>
      {left !== null && (
        <p>
          Time left to pay: <strong role="timer" aria-label={`Time left to pay: ${formatTimeLeft(left)}`}>{formatTimeLeft(left)}</strong>
        </p>
      )}
      <a href={data.link} className={buttonClasses({ size: "lg", className: "w-full md:hidden" })}>
        <Smartphone aria-hidden="true" className="size-5" />
        Pay with a UPI app
      </a>
      <figure className="hidden md:block">
        <img src={upiQrHref(orderNumber)} alt={`QR code to pay ${amount} to ${data.payee.name} by UPI`} width={220} height={220} className="size-56 rounded border border-mustard-100 bg-white" />
        <figcaption className="mt-1 text-sm">Scan with any UPI app on your phone.</figcaption>
      </figure>
      <p className="text-sm text-earth-900/80">
        Or pay {amount} to the UPI id <strong className="break-all">{data.payee.vpa}</strong> ({data.payee.name}) with the order number as the note.
      </p>
      <UtrForm orderNumber={orderNumber} />
    </div>
  );
}
