import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/client/components/ui/button";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { brand } from "~/shared/brand";
import { startGatewayPayment, verifyGatewayPayment } from "../api/gateway";
import { openGatewayCheckout } from "../load-gateway-checkout";

type PayableOrder = { orderNumber: string; paymentMethod: string; paymentStatus: string; orderStatus: string };

const CLOSED_MESSAGE = msg`Payment not completed. Your order is waiting: press Pay now to pay.`;

/** An online order still to pay: what it waits for, and Pay now (opened at once when the shopper comes from checkout). */
export function PayOnline({ order, openAtOnce = false }: { order: PayableOrder; openAtOnce?: boolean }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const orderNumber = order.orderNumber;
  const [step, setStep] = useState<"idle" | "opening" | "verifying">("idle");
  const [message, setMessage] = useState<string | null>(null);
  const opened = useRef(false);
  const payable = order.paymentMethod === "online" && order.paymentStatus === "pending" && order.orderStatus === "pending";

  const pay = async () => {
    if (step !== "idle") return;
    setStep("opening");
    setMessage(null);
    try {
      const checkout = await startGatewayPayment(order.orderNumber);
      const outcome = await openGatewayCheckout(checkout, brand.name, { description: t`Order ${orderNumber}`, failed: t`The payment did not go through.` });
      if (outcome.kind !== "paid") {
        setMessage(outcome.kind === "failed" ? `${outcome.message} ${i18n._(CLOSED_MESSAGE)}` : i18n._(CLOSED_MESSAGE));
        return;
      }
      setStep("verifying");
      const result = await verifyGatewayPayment(order.orderNumber, outcome.answer);
      if (result === "paid" || result === "already_recorded") toast.success(t`Payment received`, { description: t`Order #${orderNumber} is paid.` });
      else setMessage(t`Payment received by the gateway, being confirmed. This page updates when it is.`);
    } catch (error) {
      setMessage(error instanceof ApiRequestError ? error.message : t`The payment window could not open. Please check your connection and press Pay now again.`);
    } finally {
      setStep("idle");
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    }
  };

  useEffect(() => {
    if (!openAtOnce || opened.current || !payable) return;
    opened.current = true;
    void pay();
    // Once per visit from checkout; `pay` is this render's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openAtOnce, payable]);

  if (!payable) return null;
  return (
    <section aria-labelledby="pay-online-title" className="mb-6 rounded-xl border border-mustard-300 bg-mustard-50 p-4">
      <h2 id="pay-online-title" className="font-bold text-leaf-800">
        {t`Awaiting online payment`}
      </h2>
      <p className="mt-1 text-sm">{t`Your order is placed and its items are held for you. Pay online to confirm it.`}</p>
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {message}
        </p>
      )}
      <Button className="mt-3 w-full sm:w-auto" onClick={() => void pay()} disabled={step !== "idle"} aria-busy={step !== "idle"}>
        {step === "opening" ? t`Opening payment…` : step === "verifying" ? t`Confirming payment…` : t`Pay now`}
      </Button>
    </section>
  );
}
