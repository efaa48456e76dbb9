import { Section } from "~/client/components/ui/section";
import { cn } from "~/client/components/ui/cn";

export type CheckoutPaymentMethod = "cod" | "upi" | "online";

const choices: { value: CheckoutPaymentMethod; label: string; note: string }[] = [
  { value: "cod", label: "Cash on Delivery", note: "Pay in cash when your order arrives." },
  { value: "upi", label: "UPI", note: "Pay from any UPI app right after placing the order." },
  { value: "online", label: "Online Payment", note: "UPI, cards, netbanking" },
];

/** Cash on Delivery, UPI, and Online Payment once the shop has a payment gateway (otherwise shown, disabled, as coming soon). Native radios: arrow keys move between them. */
export function PaymentMethod({ onlineAvailable = false, value, onChange }: { onlineAvailable?: boolean; value: CheckoutPaymentMethod; onChange: (method: CheckoutPaymentMethod) => void }) {
  return (
    <Section id="payment-method" title="Payment Method" className="rounded-xl border border-mustard-100 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Choose a payment method</legend>
        {choices
          .filter((choice) => onlineAvailable || choice.value !== "online")
          .map((choice) => (
            <label
              key={choice.value}
              className={cn("flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-focus-visible:outline-2 has-focus-visible:outline-leaf-700", value === choice.value ? "border-leaf-700 bg-mustard-50" : "border-earth-900/20")}
            >
              <input
                type="radio"
                name="payment-method"
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-describedby={`payment-${choice.value}-note`}
                className="size-4 accent-leaf-700"
              />
              <span className="font-semibold">{choice.label}</span>
              <span id={`payment-${choice.value}-note`} className="ml-auto text-right text-sm text-earth-900/80">
                {choice.note}
              </span>
            </label>
          ))}
        {!onlineAvailable && (
          <label className="flex cursor-not-allowed items-center gap-3 rounded-lg border border-earth-900/20 p-3 text-earth-900/70">
            <input type="radio" name="payment-method" value="online" disabled className="size-4" />
            <span className="font-semibold">Online Payment</span>
            <span className="ml-auto rounded bg-earth-900/10 px-2 py-0.5 text-xs">Coming soon</span>
          </label>
        )}
      </fieldset>
    </Section>
  );
}
