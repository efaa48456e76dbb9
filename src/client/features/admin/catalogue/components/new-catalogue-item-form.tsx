import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "~/client/lib/toast";
import { showFieldErrors } from "~/client/lib/field-errors";
import { slugOf } from "~/shared/catalog/catalogue";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { ITEM_KINDS, newCatalogueItemSchema, type CATEGORIES, type NewCatalogueItem, type NewCatalogueItemInput } from "~/shared/schemas/admin-catalogue";
import { DEFAULT_TAX_BY_CATEGORY } from "~/shared/tax";
import { useAddCatalogueItem } from "../api/add-catalogue-item";
import { CatalogueItemFields, catalogueItemFieldNames, sentValues, type CatalogueItemFieldValues } from "./catalogue-item-fields";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";

type NewItemFields = CatalogueItemFieldValues & { kind: (typeof ITEM_KINDS)[number] };

const KIND_LABELS: Record<NewItemFields["kind"], string> = { product: "Product", bundle: "Bundle" };

// A new item starts hidden: staff usually add its photos and stock before the shop shows it.
const emptyItem: NewItemFields = {
  kind: "product",
  name: "",
  description: "",
  nameHi: "",
  descriptionHi: "",
  searchTerms: "",
  priceRupees: "",
  originalPriceRupees: "",
  category: "mustard-oils",
  pressType: "",
  badge: "",
  active: false,
  lowStockThreshold: "10",
  hsnCode: DEFAULT_TAX_BY_CATEGORY["mustard-oils"].hsnCode,
  gstRateBp: String(DEFAULT_TAX_BY_CATEGORY["mustard-oils"].gstRateBp),
};

/** The edit form's fields plus product or bundle; the page address follows the name, and the server refuses one another item has. */
export function NewCatalogueItemForm() {
  const form = useForm<NewItemFields, unknown, NewCatalogueItem>({ resolver: zodResolver(newCatalogueItemSchema) as never, defaultValues: emptyItem });
  const add = useAddCatalogueItem();
  const navigate = useNavigate();
  const kind = useWatch({ control: form.control, name: "kind" });
  const name = useWatch({ control: form.control, name: "name" }) ?? "";
  const category = useWatch({ control: form.control, name: "category" });
  const isProduct = kind === "product";
  // The category's tax defaults (a bundle: mustard oil's) until staff type their own.
  useEffect(() => {
    const defaults = (isProduct && DEFAULT_TAX_BY_CATEGORY[category as (typeof CATEGORIES)[number]]) || DEFAULT_TAX_BY_CATEGORY["mustard-oils"];
    if (!form.getFieldState("hsnCode").isDirty) form.setValue("hsnCode", defaults.hsnCode);
    if (!form.getFieldState("gstRateBp").isDirty) form.setValue("gstRateBp", String(defaults.gstRateBp));
  }, [form, category, isProduct]);
  const slug = slugOf(name);
  const address = slug ? (isProduct ? paths.product.getHref(slug) : paths.bundle.getHref(slug)) : null;

  const submit = form.handleSubmit(() => {
    if (add.isPending) return;
    add.mutate(sentValues(form.getValues(), isProduct) as NewCatalogueItemInput, {
      onSuccess: (item) => {
        toast.success("Item added", {
          description: `${item.name} is ${item.active ? "shown in the shop" : "hidden from the shop"} at ${formatRupees(item.pricePaise)}. Add its photos and stock here.`,
        });
        void navigate(paths.adminCatalogueItem.getHref(item.id));
      },
      onError: (error) => {
        showFieldErrors(form, error, catalogueItemFieldNames);
        toast.error("Could not add the item", { description: errorText(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold">Kind</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {ITEM_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} className="size-5" {...form.register("kind")} />
              {KIND_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <CatalogueItemFields
        form={form}
        isProduct={isProduct}
        idPrefix="new-item"
        nameHint={address ? `Its page: ${address} (kept if the name changes later)` : "Its page address is made from the name"}
        activeHint="Leave it hidden while you add its label declarations, photos and stock: the shop shows an item only with a complete label."
      />
      <p className="text-sm text-earth-900/80 sm:col-span-2">Stock starts not tracked: set it on the item&apos;s page, with its photos.</p>
      <div className="sm:col-span-2">
        <SaveButton pending={add.isPending} pendingLabel="Adding…">
          Add item
        </SaveButton>
      </div>
    </form>
  );
}
