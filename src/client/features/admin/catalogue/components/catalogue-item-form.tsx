import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { catalogueItemFormSchema, type AdminCatalogueItem, type CatalogueItemFormValues } from "~/shared/schemas/admin-catalogue";
import { useSaveCatalogueItem } from "../api/save-catalogue-item";
import { CatalogueItemFields, fieldValuesOf, type CatalogueItemFieldValues } from "./catalogue-item-fields";
import { ItemForm, itemSummary } from "./item-form";

/** The shared schema checks here and on the server, which has the last word; the server drops a category or press type that no longer applies. */
export function CatalogueItemForm({ item }: { item: AdminCatalogueItem }) {
  const form = useForm<CatalogueItemFieldValues, unknown, CatalogueItemFormValues>({
    resolver: zodResolver(catalogueItemFormSchema) as never,
    defaultValues: fieldValuesOf(item),
  });
  const save = useSaveCatalogueItem(item.id);
  const isProduct = item.kind === "product";
  const saved = (kept: AdminCatalogueItem) => {
    // The saved item is the new starting point, so the form shows what the server kept (trimmed text).
    form.reset(fieldValuesOf(kept));
    toast.success("Item saved", { description: itemSummary(kept) });
  };

  return (
    <ItemForm form={form} isProduct={isProduct} request={save} onDone={saved} failed="Could not save the item" submitLabel="Save changes" pendingLabel="Saving…">
      <CatalogueItemFields form={form} isProduct={isProduct} idPrefix="item" activeHint="A hidden item leaves the shop, search and sitemap but stays in past orders." />
    </ItemForm>
  );
}
