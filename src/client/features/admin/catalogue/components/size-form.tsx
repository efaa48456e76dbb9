import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { FormField } from "~/client/components/ui/form-field";
import { SaveButton } from "~/client/components/ui/save-button";
import { showFieldErrors } from "~/client/lib/field-errors";
import { errorText } from "~/client/lib/format";
import { SIZE_UNITS } from "~/shared/catalog/sizes";
import { newSizeSchema, type AdminSize, type NewSizeInput } from "~/shared/schemas/admin-sizes";
import { formatGstRate, GST_RATES_BP } from "~/shared/tax";
import { useAddSize, useSaveSize } from "../api/sizes";

type SizeFields = { sku: string; netQuantity: string; unit: string; priceRupees: string; mrpRupees: string; lowStockThreshold: string; hsnCode: string; gstRateBp: string; stockOnHand: string };

const fieldNames = ["sku", "netQuantity", "unit", "priceRupees", "mrpRupees", "lowStockThreshold", "hsnCode", "gstRateBp", "stockOnHand"] as const;

const GST_RATE_OPTIONS = GST_RATES_BP.map((rate) => ({ value: String(rate), label: formatGstRate(rate) }));

const rupeesOf = (paise: number) => String(paise / 100);
const valuesOf = (size?: AdminSize): SizeFields => ({
  sku: size?.sku ?? "",
  netQuantity: size?.netQuantity === null || size === undefined ? "" : String(size.netQuantity),
  unit: size?.unit ?? "",
  priceRupees: size ? rupeesOf(size.pricePaise) : "",
  mrpRupees: size ? rupeesOf(size.mrpPaise) : "",
  lowStockThreshold: String(size?.lowStockThreshold ?? 10),
  hsnCode: size?.hsnCode ?? "",
  gstRateBp: size?.gstRateBp == null ? "" : String(size.gstRateBp),
  stockOnHand: "",
});

/** The item's own HSN code and GST rate: what a size without its own is invoiced with. */
export type ItemTax = { hsnCode: string; gstRateBp: number };

type SizeFormProps = { itemId: string; itemTax: ItemTax; size?: AdminSize; onDone?: () => void };

/** Adds a size (with units on hand, if counted) or edits one; the shared schema checks here, the server has the last word. */
export function SizeForm({ itemId, itemTax, size, onDone }: SizeFormProps) {
  const form = useForm<SizeFields, unknown, NewSizeInput>({ resolver: zodResolver(newSizeSchema) as never, defaultValues: valuesOf(size) });
  const add = useAddSize(itemId);
  const save = useSaveSize(itemId, size?.id ?? "");
  const pending = add.isPending || save.isPending;
  const { errors } = form.formState;
  const prefix = `size-${size?.id ?? "new"}`;

  const submit = form.handleSubmit(() => {
    if (pending) return;
    const { stockOnHand, ...values } = form.getValues();
    const handlers = {
      onSuccess: () => {
        toast.success(size ? "Size saved" : "Size added", { description: `${values.sku.toUpperCase()} is saved.` });
        if (!size) form.reset(valuesOf());
        onDone?.();
      },
      onError: (error: unknown) => {
        showFieldErrors(form, error, fieldNames);
        toast.error(size ? "Could not save the size" : "Could not add the size", { description: errorText(error) });
      },
    };
    if (size) save.mutate(values, handlers);
    else add.mutate({ ...values, stockOnHand }, handlers);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-3" aria-label={size ? `Edit size ${size.sku}` : "Add a size"}>
      <FormField id={`${prefix}-sku`} label="SKU" required maxLength={40} hint="e.g. DFF-1-5L" error={errors.sku?.message} {...form.register("sku")} />
      <FormField id={`${prefix}-netQuantity`} label="Net quantity" inputMode="numeric" hint="Required before the item is shown" error={errors.netQuantity?.message} {...form.register("netQuantity")} />
      <FormField id={`${prefix}-unit`} label="Unit" options={SIZE_UNITS} placeholder="Choose a unit" error={errors.unit?.message} {...form.register("unit")} />
      <FormField id={`${prefix}-price`} label="Price (₹)" required inputMode="decimal" error={errors.priceRupees?.message} {...form.register("priceRupees")} />
      <FormField id={`${prefix}-mrp`} label="MRP (₹)" required inputMode="decimal" error={errors.mrpRupees?.message} {...form.register("mrpRupees")} />
      <FormField id={`${prefix}-alert`} label="Low-stock alert" required inputMode="numeric" error={errors.lowStockThreshold?.message} {...form.register("lowStockThreshold")} />
      <FormField id={`${prefix}-hsn`} label="HSN code" inputMode="numeric" maxLength={8} hint={`Leave empty for the item's (${itemTax.hsnCode})`} error={errors.hsnCode?.message} {...form.register("hsnCode")} />
      <FormField
        id={`${prefix}-gst`}
        label="GST rate"
        options={GST_RATE_OPTIONS}
        placeholder={`The item's (${formatGstRate(itemTax.gstRateBp)})`}
        error={errors.gstRateBp?.message}
        {...form.register("gstRateBp")}
      />
      {!size && (
        <FormField id={`${prefix}-stock`} label="Units on hand" inputMode="numeric" hint="Leave empty not to track stock" error={errors.stockOnHand?.message} {...form.register("stockOnHand")} />
      )}
      <div className="flex items-end sm:col-span-3">
        <SaveButton pending={pending} pendingLabel={size ? "Saving…" : "Adding…"}>
          {size ? "Save size" : "Add size"}
        </SaveButton>
      </div>
    </form>
  );
}
