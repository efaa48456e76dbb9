import { Trans, useLingui } from "@lingui/react/macro";
import { Smartphone } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { formatRupees } from "~/shared/money";
import { upiQrHref, useUpiPayment } from "../api/upi-payment";
import { formatTimeLeft, useTimeLeft } from "./time-left";
import { UtrForm } from "./utr-form";
import { useOrderLabels } from "../labels";

/** How to pay a UPI order: the amount, the time left, a UPI app's link on a phone, its QR code on a larger screen, then the UTR. */
export function UpiPayPanel({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const payment = useUpiPayment(orderNumber);
  const data = payment.data;
  const left = useTimeLeft(data?.payBy ?? null, data?.clockOffsetMs ?? 0);
  if (payment.error) return <p role="alert">{t`Could not load the payment details. Please try again.`}</p>;
  if (!data) return <p role="status">{t`Loading payment details...`}</p>;
  if (data.paymentMethod !== "upi") return null;
  const amount = formatRupees(data.totalPaise);
  if (data.paymentStatus !== "pending" || data.orderStatus === "cancelled") {
    return <p role="status" className="rounded-lg bg-mustard-50 p-3 font-semibold">{data.orderStatus === "cancelled" && data.paymentStatus === "pending" ? t`This order was cancelled.` : labels.paymentStatus("upi", data.paymentStatus)}</p>;
  }
  if (!data.link || left === 0) {
    return (
      <p role="status" className="rounded-lg bg-red-50 p-3 text-red-800">
        {t`The time to pay for this order is over (expired). It is being cancelled; please place a new order.`}
      </p>
    );
  }
  const timeLeft = left === null ? "" : formatTimeLeft(left);
  const payeeName = data.payee.name;
  const vpa = data.payee.vpa;
  return (
    <div className="space-y-3">
      <p className="text-lg">
        <Trans>
          Amount to pay: <strong>{amount}</strong>
        </Trans>
      </p>
      {left !== null && (
        <p>
          <Trans>
            Time left to pay:{" "}
            <strong role="timer" aria-label={t`Time left to pay: ${timeLeft}`}>
              {timeLeft}
            </strong>
          </Trans>
        </p>
      )}
      <a href={data.link} className={buttonClasses({ size: "lg", className: "w-full md:hidden" })}>
        <Smartphone aria-hidden="true" className="size-5" />
        {t`Pay with a UPI app`}
      </a>
      <figure className="hidden md:block">
        <img src={upiQrHref(orderNumber)} alt={t`QR code to pay ${amount} to ${payeeName} by UPI`} width={220} height={220} className="size-56 rounded border border-mustard-100 bg-white" />
        <figcaption className="mt-1 text-sm">{t`Scan with any UPI app on your phone.`}</figcaption>
      </figure>
      <p className="text-sm text-earth-900/80">
        <Trans>
          Or pay {amount} to the UPI id <strong className="break-all">{vpa}</strong> ({payeeName}) with the order number as the note.
        </Trans>
      </p>
      <UtrForm orderNumber={orderNumber} />
    </div>
  );
}
