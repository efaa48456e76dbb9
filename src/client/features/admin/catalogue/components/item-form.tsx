import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SaveCell } from "~/client/components/ui/save-button";
import { showFieldErrors } from "~/client/lib/field-errors";
import { errorText } from "~/client/lib/format";
import { toast } from "~/client/lib/toast";
import { formatRupees } from "~/shared/money";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { catalogueItemFieldNames, sentValues, type CatalogueItemFieldValues } from "./catalogue-item-fields";

type Request<Sent> = { isPending: boolean; mutate: (values: Sent, callbacks: { onSuccess: (item: AdminCatalogueItem) => void; onError: (error: Error) => void }) => void };

type ItemFormProps<Values extends CatalogueItemFieldValues, Output, Sent> = {
  form: UseFormReturn<Values, unknown, Output>;
  isProduct: boolean;
  /** Saves or adds the item. */
  request: Request<Sent>;
  onDone: (item: AdminCatalogueItem) => void;
  /** The error toast's title. */
  failed: string;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
};

/** What a toast says of an item the server has just kept. */
export const itemSummary = (item: AdminCatalogueItem) => `${item.name} is ${item.active ? "shown in the shop" : "hidden from the shop"} at ${formatRupees(item.pricePaise)}.`;

/** An item's form, edit or add: checked by the shared schema, then sent with what applies to its kind; the server's field errors go under their fields. */
export function ItemForm<Values extends CatalogueItemFieldValues, Output, Sent>({ form, isProduct, request, onDone, failed, submitLabel, pendingLabel, children }: ItemFormProps<Values, Output, Sent>) {
  const submit = form.handleSubmit(() => {
    if (request.isPending) return;
    // The fields hold text as typed; the schema's input type is what the server parses from it.
    request.mutate(sentValues(form.getValues(), isProduct) as unknown as Sent, {
      onSuccess: onDone,
      onError: (error) => {
        showFieldErrors(form as unknown as UseFormReturn<CatalogueItemFieldValues>, error, catalogueItemFieldNames);
        toast.error(failed, { description: errorText(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {children}
      <SaveCell className="sm:col-span-2" pending={request.isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SaveCell>
    </form>
  );
}
