import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Section } from "~/client/components/ui/section";
import { cn } from "~/client/components/ui/cn";
import { formatRupees } from "~/shared/money";
import { codUnavailableMessage } from "~/shared/payment";
import type { CheckoutPaymentMethod } from "../api/payment-options";

type Choice = { value: CheckoutPaymentMethod; label: MessageDescriptor; note: MessageDescriptor };

const CASH: Choice = { value: "cod", label: msg`Cash on Delivery`, note: msg`Pay in cash when your order arrives.` };
const UPI: Choice = { value: "upi", label: msg`UPI`, note: msg`Pay from any UPI app right after placing the order.` };
const ONLINE: Choice = { value: "online", label: msg`Online Payment`, note: msg`UPI, cards, netbanking` };

type Props = {
  method: CheckoutPaymentMethod;
  onChange: (method: CheckoutPaymentMethod) => void;
  /** False where staff switched cash on delivery off for the pincode. */
  codAvailable: boolean;
  /** True only when the shop has gateway keys; otherwise Online Payment shows, disabled, as coming soon. */
  onlineAvailable?: boolean;
  pincode?: string;
  codChargePaise: number;
  upiSavingPaise: number;
};

/** The ways to pay as native radios (arrow keys move between them), each with what it adds or saves. */
export function PaymentMethod({ method, onChange, codAvailable, onlineAvailable = false, pincode, codChargePaise, upiSavingPaise }: Props) {
  const { t, i18n } = useLingui();
  const choices = [...(codAvailable ? [CASH] : []), UPI, ...(onlineAvailable ? [ONLINE] : [])];
  const charge = formatRupees(codChargePaise);
  const saving = formatRupees(upiSavingPaise);
  const extra = (value: CheckoutPaymentMethod) =>
    value === "cod" && codChargePaise > 0 ? t`+${charge} COD charge` : value === "upi" && upiSavingPaise > 0 ? t`Pay by UPI and save ${saving}` : null;
  return (
    <Section id="payment-method" title={t`Payment Method`} className="rounded-xl border border-mustard-100 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      {!codAvailable && pincode && (
        <p id="cod-unavailable" role="status" className="mt-3 rounded-lg border border-mustard-200 bg-mustard-50 p-3 text-sm font-semibold">
          {codUnavailableMessage(pincode)}
        </p>
      )}
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">{t`Choose a payment method`}</legend>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn("flex cursor-pointer flex-wrap items-center gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-leaf-700", method === choice.value ? "border-leaf-700 bg-mustard-50" : "border-earth-900/20")}
          >
            <input
              type="radio"
              name="payment-method"
              value={choice.value}
              checked={method === choice.value}
              onChange={() => onChange(choice.value)}
              aria-describedby={`payment-${choice.value}-note`}
              className="size-4 accent-leaf-700"
            />
            <span className="font-semibold">{i18n._(choice.label)}</span>
            <span id={`payment-${choice.value}-note`} className="ml-auto text-right text-sm text-earth-900/80">
              {i18n._(choice.note)}
              {extra(choice.value) && <span className="block font-semibold text-leaf-700">{extra(choice.value)}</span>}
            </span>
          </label>
        ))}
        {!onlineAvailable && (
          <label className="flex cursor-not-allowed items-center gap-3 rounded-lg border border-earth-900/20 p-3 text-earth-900/70">
            <input type="radio" name="payment-method" value="online" disabled className="size-4" />
            <span className="font-semibold">{t`Online Payment`}</span>
            <span className="ml-auto rounded bg-earth-900/10 px-2 py-0.5 text-xs">{t`Coming soon`}</span>
          </label>
        )}
      </fieldset>
    </Section>
  );
}
