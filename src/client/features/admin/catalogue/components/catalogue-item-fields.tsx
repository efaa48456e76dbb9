import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "~/client/components/ui/form-field";
import { FieldError, Label } from "~/client/components/ui/input";
import { CATEGORIES, CATEGORY_LABELS, PRESS_TYPES, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { formatGstRate, GST_RATES_BP } from "~/shared/tax";
import { HindiTextFields, type HindiTextValues } from "./hindi-text-fields";
import { DescriptionField, type DescriptionValues } from "./description-field";

// The fields staff type for an item, shared by the edit form on an item's page and the "Add item"
// form on the catalogue's list: the same labels, hints and limits, checked by the same schema.

const PRESS_TYPE_LABELS: Record<(typeof PRESS_TYPES)[number], string> = { hydraulic: "Hydraulic pressed", "wood-pressed": "Wood pressed" };

export type CatalogueItemFieldValues = HindiTextValues & {
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
  /** Printed on tax invoices (docs/product-rules.md#catalogue). */
  hsnCode: string;
  /** Basis points as text, one of GST_RATES_BP: the select's value. */
  gstRateBp: string;
};

export const catalogueItemFieldNames = ["name", "description", "nameHi", "descriptionHi", "searchTerms", "priceRupees", "originalPriceRupees", "category", "pressType", "badge", "active", "lowStockThreshold", "hsnCode", "gstRateBp"] as const;
export type CatalogueItemFieldName = (typeof catalogueItemFieldNames)[number];

const rupeesText = (paise: number) => String(paise / 100);
const selectClasses = "h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base aria-[invalid=true]:border-red-700";

export function fieldValuesOf(item: AdminCatalogueItem): CatalogueItemFieldValues {
  return {
    name: item.name,
    description: item.description,
    nameHi: item.nameHi ?? "",
    descriptionHi: item.descriptionHi ?? "",
    searchTerms: item.searchTerms ?? "",
    priceRupees: rupeesText(item.pricePaise),
    originalPriceRupees: rupeesText(item.originalPricePaise),
    category: item.kind === "product" ? (item.category ?? "") : undefined,
    pressType: item.pressType ?? "",
    badge: item.badge ?? "",
    active: item.active,
    lowStockThreshold: String(item.lowStockThreshold),
    hsnCode: item.hsnCode,
    gstRateBp: String(item.gstRateBp),
  };
}

/** What is sent: a category for products only, a press type for mustard oils only (the server drops one that no longer applies). */
export function sentValues<Values extends CatalogueItemFieldValues>(values: Values, isProduct: boolean): Values {
  return {
    ...values,
    category: isProduct ? values.category : undefined,
    pressType: isProduct && values.category === "mustard-oils" ? values.pressType : undefined,
  };
}

type FieldsProps<Values extends CatalogueItemFieldValues> = {
  form: UseFormReturn<Values, unknown, unknown>;
  isProduct: boolean;
  /** Prefix of every control's id, so two forms on one page never share one. */
  idPrefix: string;
  /** Under the name: e.g. the page address a new item will get. */
  nameHint?: string;
  /** Under "Shown in the shop". */
  activeHint: string;
};

/** The item's fields in a two-column grid from 640 px, one column below. */
export function CatalogueItemFields<Values extends CatalogueItemFieldValues>({ form: typedForm, isProduct, idPrefix, nameHint, activeHint }: FieldsProps<Values>) {
  // The fields are the same whatever else the form holds (the new item's kind).
  const form = typedForm as unknown as UseFormReturn<CatalogueItemFieldValues, unknown, unknown>;
  const { errors } = form.formState;
  const category = useWatch({ control: form.control, name: "category" });
  const id = (name: CatalogueItemFieldName) => `${idPrefix}-${name}`;

  const text = (name: "name" | "badge" | "priceRupees" | "originalPriceRupees" | "lowStockThreshold" | "hsnCode", label: string, props: { maxLength?: number; inputMode?: "decimal" | "numeric"; hint?: string; required?: boolean } = {}) => (
    <FormField id={id(name)} label={label} error={errors[name]?.message} {...props} {...form.register(name)} />
  );

  const choice = (name: "category" | "pressType" | "gstRateBp", label: string, options: readonly { value: string; label: string }[], extra: { placeholder?: string; hint?: string } = {}) => {
    const error = errors[name]?.message;
    const ids = { hint: `${id(name)}-hint`, error: `${id(name)}-error` };
    return (
      <div>
        <Label htmlFor={id(name)}>{label}</Label>
        <select id={id(name)} className={selectClasses} aria-invalid={error ? true : undefined} aria-describedby={error ? ids.error : extra.hint ? ids.hint : undefined} {...form.register(name)}>
          {extra.placeholder === undefined ? null : <option value="">{extra.placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {extra.hint && !error ? (
          <p id={ids.hint} className="mt-1 text-sm text-earth-900/70">
            {extra.hint}
          </p>
        ) : null}
        <FieldError id={ids.error} message={error} />
      </div>
    );
  };

  return (
    <>
      {text("name", "Name", { maxLength: 120, required: true, hint: nameHint })}
      {text("badge", "Badge (optional)", { maxLength: 30, hint: "A word on the card, e.g. Best Seller" })}
      <DescriptionField form={form as unknown as UseFormReturn<DescriptionValues, unknown, unknown>} name="description" id={id("description")} label="Description" required />
      <HindiTextFields form={form as unknown as UseFormReturn<HindiTextValues, unknown, unknown>} id={id} />
      {text("priceRupees", "Price (₹)", { inputMode: "decimal", required: true })}
      {text("originalPriceRupees", "Original price (₹)", { inputMode: "decimal", required: true, hint: "Shown struck through; the same as the price for no discount" })}
      {isProduct ? choice("category", "Category", CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))) : null}
      {isProduct && category === "mustard-oils" ? choice("pressType", "Press type", PRESS_TYPES.map((value) => ({ value, label: PRESS_TYPE_LABELS[value] })), { placeholder: "Not said" }) : null}
      {text("lowStockThreshold", "Low-stock alert (units)", { inputMode: "numeric", hint: "The dashboard lists the item when its stock is at or below this" })}
      {text("hsnCode", "HSN code", { inputMode: "numeric", maxLength: 8, required: true, hint: "4, 6 or 8 digits, printed on the tax invoice" })}
      {choice("gstRateBp", "GST rate", GST_RATES_BP.map((rate) => ({ value: String(rate), label: formatGstRate(rate) })), { hint: "Included in the price" })}
      <div className="sm:col-span-2">
        <div className="flex items-center gap-2">
          <input id={id("active")} type="checkbox" className="size-5" aria-describedby={`${id("active")}-hint`} {...form.register("active")} />
          <Label htmlFor={id("active")} className="mb-0">
            Shown in the shop
          </Label>
        </div>
        <p id={`${id("active")}-hint`} className="mt-1 text-sm text-earth-900/70">
          {activeHint}
        </p>
        <FieldError id={`${id("active")}-error`} message={errors.active?.message} />
      </div>
    </>
  );
}
