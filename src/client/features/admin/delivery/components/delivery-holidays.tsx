import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { errorText } from "~/client/lib/format";
import { toast } from "~/client/lib/toast";
import { formatOrderDate } from "~/shared/format";
import { RemovableList } from "../../shared/removable-list";
import { addDeliveryHolidaySchema } from "~/shared/schemas/delivery-holidays";
import { useAddDeliveryHoliday, useDeliveryHolidays, useRemoveDeliveryHoliday } from "../api/delivery-holidays";

type Errors = { day?: string; name?: string };

/** Staff's calendar of days without dispatch or delivery: added with a name, removed, every change audited. */
export function DeliveryHolidays() {
  const holidays = useDeliveryHolidays();
  const add = useAddDeliveryHoliday();
  const remove = useRemoveDeliveryHoliday();
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addDeliveryHolidaySchema.safeParse({ day, name });
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: (row) => {
        toast.success("Delivery holiday added", { description: `Promises now skip ${formatOrderDate(row.day)} (${row.name}).` });
        setDay("");
        setName("");
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && Object.keys(failure.fields).length > 0) setErrors(failure.fields);
        else toast.error("Could not add the holiday", { description: errorText(failure) });
      },
    });
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} aria-label="Add a delivery holiday" className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
        <FormField id="holiday-day" label="Date" type="date" value={day} onChange={(event) => setDay(event.target.value)} error={errors.day} />
        <FormField id="holiday-name" label="Name" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <div className="sm:pt-7">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add holiday"}
          </Button>
        </div>
      </form>
      <RemovableList
        query={holidays}
        label="Delivery holidays"
        loading="Loading the delivery holidays..."
        failed="The holidays could not be loaded."
        empty="No delivery holidays ahead: only Sundays are skipped."
        remove={remove}
        removeLabel={(row) => `Remove ${row.name} on ${formatOrderDate(row.day)}`}
        removed={(row) => ["Delivery holiday removed", `${formatOrderDate(row.day)} is a business day again.`]}
        removeFailed="Could not remove the holiday"
      >
        {(row) => (
          <>
            <strong>{formatOrderDate(row.day)}</strong> · {row.name}
            {row.createdBy && <span className="block text-xs text-earth-900/70">Added by {row.createdBy.name}</span>}
          </>
        )}
      </RemovableList>
    </div>
  );
}
