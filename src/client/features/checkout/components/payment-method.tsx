import { Section } from "~/client/components/ui/section";
import { cn } from "~/client/components/ui/cn";

export type CheckoutPaymentMethod = "cod" | "online";

/** Cash on Delivery, and Online Payment once the shop has a payment gateway; otherwise shown, disabled, as coming soon. */
export function PaymentMethod({ onlineAvailable = false, value = "cod", onChange }: { onlineAvailable?: boolean; value?: CheckoutPaymentMethod; onChange?: (method: CheckoutPaymentMethod) => void }) {
  const online = onlineAvailable && value === "online";
  return (
    <Section id="payment-method" title="Payment Method" className="rounded-xl border border-mustard-100 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Choose a payment method</legend>
        <label className={cn("flex cursor-pointer items-center gap-3 rounded-lg border p-3", online ? "border-earth-900/20" : "border-leaf-700 bg-mustard-50")}>
          <input type="radio" name="payment-method" value="cod" checked={!online} onChange={() => onChange?.("cod")} readOnly={!onChange} className="size-4 accent-leaf-700" />
          <span className="font-semibold">Cash on Delivery</span>
        </label>
        {onlineAvailable ? (
          <label className={cn("flex cursor-pointer items-center gap-3 rounded-lg border p-3", online ? "border-leaf-700 bg-mustard-50" : "border-earth-900/20")}>
            <input type="radio" name="payment-method" value="online" checked={online} onChange={() => onChange?.("online")} className="size-4 accent-leaf-700" />
            <span className="font-semibold">Online Payment</span>
            <span className="ml-auto text-xs text-earth-900/70">UPI, cards, netbanking</span>
          </label>
        ) : (
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
