import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "~/client/components/ui/form-field";
import { FieldError, Label } from "~/client/components/ui/input";
import { ApiRequestError } from "~/client/lib/api";
import { formatRupees } from "~/shared/money";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  PRESS_TYPES,
  catalogueItemFormSchema,
  type AdminCatalogueItem,
  type CatalogueItemFormInput,
  type CatalogueItemFormValues,
} from "~/shared/schemas/admin-catalogue";
import { useSaveCatalogueItem } from "../api/save-catalogue-item";
import { errorText } from "./format";
import { SaveButton } from "./save-button";

const PRESS_TYPE_LABELS: Record<(typeof PRESS_TYPES)[number], string> = { hydraulic: "Hydraulic pressed", "wood-pressed": "Wood pressed" };

type FormFields = {
  name: string;
  description: string;
  priceRupees: string;
  originalPriceRupees: string;
  /** Products only: a bundle leaves it undefined, which the schema takes as "none". */
  category?: string;
  pressType: string;
  badge: string;
  active: boolean;
  lowStockThreshold: string;
};

const fieldNames = ["name", "description", "priceRupees", "originalPriceRupees", "category", "pressType", "badge", "active", "lowStockThreshold"] as const;
type FieldName = (typeof fieldNames)[number];

const rupeesText = (paise: number) => String(paise / 100);
const selectClasses = "h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base aria-[invalid=true]:border-red-700";

function initialValues(item: AdminCatalogueItem): FormFields {
  return {
    name: item.name,
    description: item.description,
    priceRupees: rupeesText(item.pricePaise),
    originalPriceRupees: rupeesText(item.originalPricePaise),
    category: item.kind === "product" ? (item.category ?? "") : undefined,
    pressType: item.pressType ?? "",
    badge: item.badge ?? "",
    active: item.active,
    lowStockThreshold: String(item.lowStockThreshold),
  };
}

/**
 * An item's details. The shared schema checks them here and on the server, which has the last
 * word; its field errors land on their fields. A category is asked of products only, a press type
 * of mustard oils only (the server drops one that no longer applies, so this form sends none).
 */
export function CatalogueItemForm({ item }: { item: AdminCatalogueItem }) {
  const form = useForm<FormFields, unknown, CatalogueItemFormValues>({
    resolver: zodResolver(catalogueItemFormSchema) as never,
    defaultValues: initialValues(item),
  });
  const save = useSaveCatalogueItem(item.id);
  const { errors } = form.formState;
  const isProduct = item.kind === "product";
  const category = useWatch({ control: form.control, name: "category" });
  const description = useWatch({ control: form.control, name: "description" }) ?? "";

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    const values = form.getValues();
    const input = {
      ...values,
      category: isProduct ? values.category : undefined,
      pressType: isProduct && values.category === "mustard-oils" ? values.pressType : undefined,
    } as CatalogueItemFormInput;
    save.mutate(input, {
      onSuccess: (saved) => {
        // The saved item is the new starting point, so the form shows what the server kept (trimmed text).
        form.reset(initialValues(saved));
        toast.success("Item saved", { description: `${saved.name} is ${saved.active ? "shown in the shop" : "hidden from the shop"} at ${formatRupees(saved.pricePaise)}.` });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? Object.entries(error.fields).filter(([field]) => (fieldNames as readonly string[]).includes(field)) : [];
        fields.forEach(([field, message], index) => form.setError(field as FieldName, { message }, { shouldFocus: index === 0 }));
        toast.error("Could not save the item", { description: errorText(error) });
      },
    });
  });

  const text = (name: "name" | "badge" | "priceRupees" | "originalPriceRupees" | "lowStockThreshold", label: string, props: { maxLength?: number; inputMode?: "decimal" | "numeric"; hint?: string; required?: boolean } = {}) => (
    <FormField id={`item-${name}`} label={label} error={errors[name]?.message} {...props} {...form.register(name)} />
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {text("name", "Name", { maxLength: 120, required: true })}
      {text("badge", "Badge (optional)", { maxLength: 30, hint: "A word on the card, e.g. Best Seller" })}
      <FormField
        multiline
        id="item-description"
        label="Description"
        required
        className="sm:col-span-2"
        error={errors.description?.message}
        counter={{ length: description.length, max: 2000 }}
        maxLength={2000}
        rows={4}
        {...form.register("description")}
      />
      {text("priceRupees", "Price (₹)", { inputMode: "decimal", required: true })}
      {text("originalPriceRupees", "Original price (₹)", { inputMode: "decimal", required: true, hint: "Shown struck through; the same as the price for no discount" })}
      {isProduct ? (
        <div>
          <Label htmlFor="item-category">Category</Label>
          <select
            id="item-category"
            className={selectClasses}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? "item-category-error" : undefined}
            {...form.register("category")}
          >
            {CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldError id="item-category-error" message={errors.category?.message} />
        </div>
      ) : null}
      {isProduct && category === "mustard-oils" ? (
        <div>
          <Label htmlFor="item-pressType">Press type</Label>
          <select
            id="item-pressType"
            className={selectClasses}
            aria-invalid={errors.pressType ? true : undefined}
            aria-describedby={errors.pressType ? "item-pressType-error" : undefined}
            {...form.register("pressType")}
          >
            <option value="">Not said</option>
            {PRESS_TYPES.map((value) => (
              <option key={value} value={value}>
                {PRESS_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldError id="item-pressType-error" message={errors.pressType?.message} />
        </div>
      ) : null}
      {text("lowStockThreshold", "Low-stock alert (units)", { inputMode: "numeric", hint: "The dashboard lists the item when its stock is at or below this" })}
      <div className="sm:col-span-2">
        <div className="flex items-center gap-2">
          <input id="item-active" type="checkbox" className="size-5" aria-describedby="item-active-hint" {...form.register("active")} />
          <Label htmlFor="item-active" className="mb-0">
            Shown in the shop
          </Label>
        </div>
        <p id="item-active-hint" className="mt-1 text-sm text-earth-900/70">
          A hidden item leaves the shop, search and sitemap but stays in past orders.
        </p>
        <FieldError id="item-active-error" message={errors.active?.message} />
      </div>
      <div className="sm:col-span-2">
        <SaveButton pending={save.isPending} pendingLabel="Saving…">
          Save changes
        </SaveButton>
      </div>
    </form>
  );
}
