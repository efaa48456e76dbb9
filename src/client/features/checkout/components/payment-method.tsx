import { Section } from "~/client/components/ui/section";
/** Cash on Delivery is the only method; online payment is shown, disabled, as coming soon. */
export function PaymentMethod() {
  return (
    <Section id="payment-method" title="Payment Method" className="rounded-xl border border-mustard-100 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Choose a payment method</legend>
        <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-leaf-700 bg-mustard-50 p-3">
          <input type="radio" name="payment-method" value="cod" checked readOnly className="size-4 accent-leaf-700" />
          <span className="font-semibold">Cash on Delivery</span>
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
