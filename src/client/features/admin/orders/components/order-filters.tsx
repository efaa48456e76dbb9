import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { LabelledSelect } from "~/client/components/ui/labelled-select";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/shared/order-status";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from "~/shared/payment";

export type OrderFilterValues = { status: string; paymentStatus: string; from: string; to: string; q: string };

const select = "h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base";

/** The order list's filters; applied on submit, so typing a search does not fire a request per key. */
export function OrderFilters({ values, onApply }: { values: OrderFilterValues; onApply: (values: OrderFilterValues) => void }) {
  const [draft, setDraft] = useState(values);
  const set = (key: keyof OrderFilterValues) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim() });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_2fr_auto] lg:items-end">
      <LabelledSelect id="order-status" label="Status" className={select} value={draft.status} onChange={set("status")} empty="All statuses" options={ORDER_STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] }))} />
      <LabelledSelect id="order-payment-status" label="Payment status" className={select} value={draft.paymentStatus} onChange={set("paymentStatus")} empty="All payment statuses" options={PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] }))} />
      <FormField id="order-from" label="From" type="date" value={draft.from} onChange={set("from")} />
      <FormField id="order-to" label="To" type="date" value={draft.to} onChange={set("to")} />
      <FormField id="order-search" label="Search" type="search" placeholder="Order number, name, phone or pincode" value={draft.q} onChange={set("q")} maxLength={100} />
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          onClick={() => {
            const cleared = { status: "", paymentStatus: "", from: "", to: "", q: "" };
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
