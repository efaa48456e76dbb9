import { Section } from "~/client/components/ui/section";
import { formatRupees } from "~/shared/money";
import { codUnavailableMessage } from "~/shared/schemas/payment-settings";
import type { CheckoutPaymentMethod } from "../api/payment-options";

const optionClass = "flex cursor-pointer items-center gap-3 rounded-lg border p-3";

/** Cash on Delivery (not where staff switched it off) or UPI; online payment is shown, disabled, as coming soon. */
export function PaymentMethod({
  method,
  onChange,
  codAvailable,
  pincode,
  codChargePaise,
  upiSavingPaise,
}: {
  method: CheckoutPaymentMethod;
  onChange: (method: CheckoutPaymentMethod) => void;
  codAvailable: boolean;
  pincode?: string;
  codChargePaise: number;
  upiSavingPaise: number;
}) {
  const selected = (value: CheckoutPaymentMethod) => (method === value ? "border-leaf-700 bg-mustard-50" : "border-earth-900/20");
  return (
    <Section id="payment-method" title="Payment Method" className="rounded-xl border border-mustard-100 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      {!codAvailable && pincode && (
        <p id="cod-unavailable" role="status" className="mt-3 rounded-lg border border-mustard-200 bg-mustard-50 p-3 text-sm font-semibold">
          {codUnavailableMessage(pincode)}
        </p>
      )}
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Choose a payment method</legend>
        {codAvailable && (
          <label className={`${optionClass} ${selected("cod")}`}>
            <input type="radio" name="payment-method" value="cod" checked={method === "cod"} onChange={() => onChange("cod")} className="size-4 accent-leaf-700" />
            <span className="font-semibold">Cash on Delivery</span>
            {codChargePaise > 0 && <span className="ml-auto text-sm">+{formatRupees(codChargePaise)} COD charge</span>}
          </label>
        )}
        <label className={`${optionClass} ${selected("upi")}`}>
          <input type="radio" name="payment-method" value="upi" checked={method === "upi"} onChange={() => onChange("upi")} className="size-4 accent-leaf-700" />
          <span className="font-semibold">UPI</span>
          {upiSavingPaise > 0 && <span className="ml-auto text-sm text-leaf-700">Pay by UPI and save {formatRupees(upiSavingPaise)}</span>}
        </label>
        <label className="flex cursor-not-allowed items-center gap-3 rounded-lg border border-earth-900/20 p-3 text-earth-900/70">
          <input type="radio" name="payment-method" value="online" disabled className="size-4" />
          <span className="font-semibold">Online Payment</span>
          <span className="ml-auto rounded bg-earth-900/10 px-2 py-0.5 text-xs">Coming soon</span>
        </label>
      </fieldset>
    </Section>
  );
}
