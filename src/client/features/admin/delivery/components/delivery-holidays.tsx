import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { formatOrderDate } from "~/shared/format";
import { RemovableList } from "../../shared/removable-list";
import { useAddRow } from "../../shared/use-add-row";
import { addDeliveryHolidaySchema } from "~/shared/schemas/delivery-holidays";
import { useAddDeliveryHoliday, useDeliveryHolidays, useRemoveDeliveryHoliday } from "../api/delivery-holidays";

/** Staff's calendar of days without dispatch or delivery: added with a name, removed, every change audited. */
export function DeliveryHolidays() {
  const holidays = useDeliveryHolidays();
  const add = useAddDeliveryHoliday();
  const remove = useRemoveDeliveryHoliday();
  const { errors, submit, bind } = useAddRow({
    empty: { day: "", name: "" },
    check: (values) => addDeliveryHolidaySchema.safeParse(values),
    add,
    added: (row) => ["Delivery holiday added", `Promises now skip ${formatOrderDate(row.day)} (${row.name}).`],
    addFailed: "Could not add the holiday",
    refusal: (failure) => (Object.keys(failure.fields).length > 0 ? failure.fields : undefined),
  });

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={submit} aria-label="Add a delivery holiday" className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-start">
        <FormField id="holiday-day" label="Date" type="date" {...bind("day")} error={errors.day} />
        <FormField id="holiday-name" label="Name" maxLength={60} {...bind("name")} error={errors.name} />
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
