import { useCartReminderOutcome } from "../api/cart-reminders";

/** One figure for the dashboard: how many cart reminders were followed by an order within 7 days. */
export function ReminderOutcome() {
  const outcome = useCartReminderOutcome();
  return (
    <section aria-labelledby="cart-reminder-outcome" className="rounded-xl border border-mustard-100 bg-white p-4">
      <h2 id="cart-reminder-outcome" className="text-sm font-semibold text-earth-900/80">
        Cart reminders that led to an order
      </h2>
      {outcome.isPending && <p role="status" className="mt-1 text-sm">Loading…</p>}
      {outcome.isError && <p role="alert" className="mt-1 text-sm text-red-700">Could not load this figure.</p>}
      {outcome.data && (
        <p className="mt-1">
          <span className="text-2xl font-bold text-leaf-800">{outcome.data.ledToOrder}</span> of {outcome.data.sent} sent in the last {outcome.data.days} days
          <span className="block text-xs text-earth-900/70">An order by the same shopper within 7 days of the reminder.</span>
        </p>
      )}
    </section>
  );
}
