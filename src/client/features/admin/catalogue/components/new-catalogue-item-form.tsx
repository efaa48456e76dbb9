import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "~/client/lib/toast";
import { slugOf } from "~/shared/catalog/catalogue";
import { paths } from "~/shared/paths";
import { ITEM_KINDS, newCatalogueItemSchema, type CATEGORIES, type AdminCatalogueItem, type NewCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { DEFAULT_TAX_BY_CATEGORY } from "~/shared/tax";
import { useAddCatalogueItem } from "../api/add-catalogue-item";
import { CatalogueItemFields, type CatalogueItemFieldValues } from "./catalogue-item-fields";
import { ItemForm, itemSummary } from "./item-form";

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

  const added = (item: AdminCatalogueItem) => {
    toast.success("Item added", { description: `${itemSummary(item)} Add its photos and stock here.` });
    void navigate(paths.adminCatalogueItem.getHref(item.id));
  };

  return (
    <ItemForm form={form} isProduct={isProduct} request={add} onDone={added} failed="Could not add the item" submitLabel="Add item" pendingLabel="Adding…">
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
    </ItemForm>
  );
}
