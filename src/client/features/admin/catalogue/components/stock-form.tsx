import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type ChangeEvent } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { FormField } from "~/client/components/ui/form-field";
import { showFieldErrors } from "~/client/lib/field-errors";
import { stockAdjustmentSchema, type AdminCatalogueItem, type StockAdjustmentInput } from "~/shared/schemas/admin-catalogue";
import type { AdminSize } from "~/shared/schemas/admin-sizes";
import { useSetStock } from "../api/set-stock";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";
import { stockFigure } from "./stock-badge";

type StockFields = { tracking: "count" | "untracked"; onHand: string; note: string };

function toAdjustment({ tracking, onHand, note }: StockFields): StockAdjustmentInput {
  return tracking === "count" ? { tracked: true, onHand, note } : { tracked: false, note };
}

// The radios hold a word, the schema wants `tracked: true | false`: check what would be sent.
const checkWithSchema = zodResolver(stockAdjustmentSchema) as unknown as Resolver<StockAdjustmentInput>;
const resolver: Resolver<StockFields> = async (values, context, options) => {
  const result = await checkWithSchema(toAdjustment(values), context, options as never);
  return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors as never } : { values, errors: {} };
};

const initialValues = (size: AdminSize | undefined): StockFields => ({
  tracking: size?.stockOnHand === null ? "untracked" : "count",
  onHand: size?.stockOnHand == null ? "" : String(size.stockOnHand),
  note: "",
});

const sizeName = (size: AdminSize) => `${size.label || "No net quantity yet"} · ${size.sku}${size.retired ? " (retired)" : ""}`;

/** Sets a size's units on hand after a count or a delivery, or stops counting them; always with a reason, kept with the movement. */
export function StockForm({ item }: { item: AdminCatalogueItem }) {
  // The default size (the first on sale) until staff choose another.
  const [sizeId, setSizeId] = useState(() => (item.sizes.find((size) => !size.retired) ?? item.sizes[0])?.id ?? "");
  const size = item.sizes.find((candidate) => candidate.id === sizeId);
  const form = useForm<StockFields>({ resolver, defaultValues: initialValues(size) });
  const setStock = useSetStock(item.id);
  const { errors } = form.formState;
  const tracking = useWatch({ control: form.control, name: "tracking" });

  function choose(id: string) {
    setSizeId(id);
    form.reset(initialValues(item.sizes.find((candidate) => candidate.id === id)));
  }

  const submit = form.handleSubmit((values) => {
    if (setStock.isPending || !size) return;
    setStock.mutate({ sizeId: size.id, adjustment: toAdjustment(values) }, {
      onSuccess: (saved) => {
        const after = saved.sizes.find((candidate) => candidate.id === size.id);
        form.reset(initialValues(after));
        const figure = after?.stockOnHand == null ? "stock is no longer tracked" : stockFigure(after);
        toast.success("Stock set", { description: `${saved.name}${saved.sizes.length > 1 ? ` (${size.sku})` : ""}: ${figure}.` });
      },
      onError: (error) => {
        showFieldErrors(form, error, ["onHand", "note"]);
        toast.error("Could not set the stock", { description: errorText(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {item.sizes.length > 1 && (
        <FormField
          id="stock-size"
          label="Pack size"
          className="max-w-sm"
          options={item.sizes.map((candidate) => ({ value: candidate.id, label: sizeName(candidate) }))}
          placeholder="Choose a size"
          value={sizeId}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
        />
      )}
      <p className="text-sm">
        Now: <span className="font-semibold">{size ? stockFigure(size) : "No size"}</span>
        {size && size.stockOnHand !== null ? `, low-stock alert at ${size.lowStockThreshold}` : null}
      </p>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">Stock</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2">
            <input type="radio" value="count" className="size-5" {...form.register("tracking")} />
            Count stock
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="untracked" className="size-5" {...form.register("tracking")} />
            Don&apos;t track stock
          </label>
        </div>
      </fieldset>
      {tracking === "count" ? (
        <FormField id="stock-onHand" label="Units on hand" required inputMode="numeric" className="max-w-48" error={errors.onHand?.message} {...form.register("onHand")} />
      ) : (
        <p className="text-sm text-earth-900/80">The item is always available to order; nothing is counted.</p>
      )}
      <FormField id="stock-note" label="Reason" required maxLength={200} hint="e.g. Stock count, Batch 12 arrived, Damaged in transit" error={errors.note?.message} {...form.register("note")} />
      <SaveButton pending={setStock.isPending} pendingLabel="Setting stock…">
        Set stock
      </SaveButton>
    </form>
  );
}
