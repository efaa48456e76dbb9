import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { FormField } from "~/client/components/ui/form-field";
import { showFieldErrors } from "~/client/lib/field-errors";
import { stockAdjustmentSchema, type AdminCatalogueItem, type StockAdjustmentInput } from "~/shared/schemas/admin-catalogue";
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

const initialValues = (item: AdminCatalogueItem): StockFields => ({
  tracking: item.stockOnHand === null ? "untracked" : "count",
  onHand: item.stockOnHand === null ? "" : String(item.stockOnHand),
  note: "",
});

/** Sets the units on hand after a count or a delivery, or stops counting them; always with a reason, kept with the movement. */
export function StockForm({ item }: { item: AdminCatalogueItem }) {
  const form = useForm<StockFields>({ resolver, defaultValues: initialValues(item) });
  const setStock = useSetStock(item.id);
  const { errors } = form.formState;
  const tracking = useWatch({ control: form.control, name: "tracking" });

  const submit = form.handleSubmit((values) => {
    if (setStock.isPending) return;
    setStock.mutate(toAdjustment(values), {
      onSuccess: (saved) => {
        form.reset(initialValues(saved));
        toast.success("Stock set", { description: `${saved.name}: ${saved.stockOnHand === null ? "stock is no longer tracked" : stockFigure(saved)}.` });
      },
      onError: (error) => {
        showFieldErrors(form, error, ["onHand", "note"]);
        toast.error("Could not set the stock", { description: errorText(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
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
