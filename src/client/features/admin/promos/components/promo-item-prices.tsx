import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { Button } from "~/client/components/ui/button";
import { FieldError, Input, Label, Select } from "~/client/components/ui/input";
import { formatRupees } from "~/shared/money";
import type { PromoFormValues, PromoItemChoice } from "~/shared/schemas/admin-promos";
import type { PromoFormFields } from "./promo-form";

/** A coupon price that is not below what the item costs today: allowed (prices change), but it gives nothing now. */
function notBelowToday(item: PromoItemChoice | undefined, priceRupees: string): string | undefined {
  const typed = Number(priceRupees);
  if (!item || priceRupees.trim() === "" || !Number.isFinite(typed) || Math.round(typed * 100) < item.pricePaise) return undefined;
  return `Not below today's price (${formatRupees(item.pricePaise)}): this item gets nothing from the code until its price is higher.`;
}

/** A product-scoped code's items, each with the coupon price its card shows and checkout charges. */
export function PromoItemPrices({
  control,
  register,
  errors,
  items,
}: {
  control: Control<PromoFormFields, unknown, PromoFormValues>;
  register: UseFormRegister<PromoFormFields>;
  errors: FieldErrors<PromoFormFields>;
  items: readonly PromoItemChoice[];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: "itemPrices" });
  const rows = useWatch({ control, name: "itemPrices" }) ?? [];
  const listError = errors.itemPrices?.message ?? errors.itemPrices?.root?.message;
  return (
    <fieldset className="sm:col-span-2" aria-describedby={listError ? "promo-itemPrices-error" : undefined}>
      <legend className="mb-1 text-sm font-semibold text-earth-900">Items and their coupon prices</legend>
      <p className="mb-2 text-xs text-earth-900/70">Cards show the price with the code; checkout charges it. Other items in the cart keep their price.</p>
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const row = rows[index];
          const item = items.find((choice) => choice.id === row?.itemId);
          const rowErrors = errors.itemPrices?.[index];
          const warning = notBelowToday(item, row?.priceRupees ?? "");
          const ids = { item: `promo-item-${index}`, price: `promo-item-price-${index}` };
          return (
            <li key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_10rem_auto]">
              <div>
                <Label htmlFor={ids.item}>Item</Label>
                <Select
                  id={ids.item}
                  aria-invalid={rowErrors?.itemId ? true : undefined}
                  aria-describedby={rowErrors?.itemId ? `${ids.item}-error` : undefined}
                  {...register(`itemPrices.${index}.itemId`)}
                >
                  <option value="">Choose an item</option>
                  {items.map((choice) => (
                    <option key={choice.id} value={choice.id}>
                      {choice.name} ({formatRupees(choice.pricePaise)}){choice.active ? "" : ", hidden"}
                    </option>
                  ))}
                </Select>
                <FieldError id={`${ids.item}-error`} message={rowErrors?.itemId?.message} />
              </div>
              <div>
                <Label htmlFor={ids.price}>Coupon price (₹)</Label>
                <Input
                  id={ids.price}
                  inputMode="decimal"
                  aria-invalid={rowErrors?.priceRupees ? true : undefined}
                  aria-describedby={rowErrors?.priceRupees ? `${ids.price}-error` : warning ? `${ids.price}-warning` : undefined}
                  {...register(`itemPrices.${index}.priceRupees`)}
                />
                <FieldError id={`${ids.price}-error`} message={rowErrors?.priceRupees?.message} />
                {warning && !rowErrors?.priceRupees ? (
                  <p id={`${ids.price}-warning`} className="mt-1 text-sm text-mustard-700">
                    {warning}
                  </p>
                ) : null}
              </div>
              <Button variant="outline" size="sm" className="sm:mt-7" onClick={() => remove(index)} aria-label={`Remove ${item?.name ?? "this item"}`}>
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <FieldError id="promo-itemPrices-error" message={listError} />
      <Button variant="outline" size="sm" className="mt-3" onClick={() => append({ itemId: "", priceRupees: "" })}>
        Add item
      </Button>
    </fieldset>
  );
}
