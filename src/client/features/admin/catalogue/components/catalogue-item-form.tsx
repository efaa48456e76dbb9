import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { showFieldErrors } from "~/client/lib/field-errors";
import { formatRupees } from "~/shared/money";
import { catalogueItemFormSchema, type AdminCatalogueItem, type CatalogueItemFormInput, type CatalogueItemFormValues } from "~/shared/schemas/admin-catalogue";
import { useSaveCatalogueItem } from "../api/save-catalogue-item";
import { CatalogueItemFields, catalogueItemFieldNames, fieldValuesOf, sentValues, type CatalogueItemFieldValues } from "./catalogue-item-fields";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";

/** The shared schema checks here and on the server, which has the last word; the server drops a category or press type that no longer applies. */
export function CatalogueItemForm({ item }: { item: AdminCatalogueItem }) {
  const form = useForm<CatalogueItemFieldValues, unknown, CatalogueItemFormValues>({
    resolver: zodResolver(catalogueItemFormSchema) as never,
    defaultValues: fieldValuesOf(item),
  });
  const save = useSaveCatalogueItem(item.id);
  const isProduct = item.kind === "product";

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    save.mutate(sentValues(form.getValues(), isProduct) as CatalogueItemFormInput, {
      onSuccess: (saved) => {
        // The saved item is the new starting point, so the form shows what the server kept (trimmed text).
        form.reset(fieldValuesOf(saved));
        toast.success("Item saved", { description: `${saved.name} is ${saved.active ? "shown in the shop" : "hidden from the shop"} at ${formatRupees(saved.pricePaise)}.` });
      },
      onError: (error) => {
        showFieldErrors(form, error, catalogueItemFieldNames);
        toast.error("Could not save the item", { description: errorText(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <CatalogueItemFields form={form} isProduct={isProduct} idPrefix="item" activeHint="A hidden item leaves the shop, search and sitemap but stays in past orders." />
      <div className="sm:col-span-2">
        <SaveButton pending={save.isPending} pendingLabel="Saving…">
          Save changes
        </SaveButton>
      </div>
    </form>
  );
}
