import { zodResolver } from "@hookform/resolvers/zod";
import type { ChangeEvent, ComponentProps } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { Label } from "~/client/components/ui/input";
import { SHOP_TIME_ZONE } from "~/shared/format";
import { PROMO_CODE_MAX } from "~/shared/schemas/promo";
import { promoFormSchema, type PromoFormInput, type PromoFormValues, type PromoItemChoice, type PromoType } from "~/shared/schemas/admin-promos";
import type { AdminPromo } from "../api/get-promos";
import { useSavePromo } from "../api/save-promo";
import { errorText } from "~/client/lib/format";
import { PromoItemPrices } from "./promo-item-prices";

export type PromoFormFields = {
  code: string;
  description: string;
  discountType: PromoType;
  discountValue: string;
  /** A product-scoped code's items, each with its coupon price in rupees. */
  itemPrices: { itemId: string; priceRupees: string }[];
  maxDiscountRupees: string;
  minOrderRupees: string;
  usageLimit: string;
  validUntil: string;
  isActive: boolean;
};

const rupeesText = (paise: number | null) => (paise === null ? "" : String(paise / 100));
const shopDay = (iso: string | null) => (iso ? new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(new Date(iso)) : "");

function initialValues(promo: AdminPromo | null): PromoFormFields {
  if (!promo) return { code: "", description: "", discountType: "percentage", discountValue: "", itemPrices: [], maxDiscountRupees: "", minOrderRupees: "", usageLimit: "", validUntil: "", isActive: true };
  return {
    code: promo.code,
    description: promo.description ?? "",
    discountType: promo.discountType,
    discountValue: promo.discountType === "percentage" ? String(promo.discountValue ?? "") : rupeesText(promo.discountValue),
    itemPrices: promo.itemPrices.map((price) => ({ itemId: price.itemId, priceRupees: rupeesText(price.pricePaise) })),
    maxDiscountRupees: rupeesText(promo.maxDiscountPaise),
    minOrderRupees: rupeesText(promo.minOrderPaise),
    usageLimit: promo.usageLimit === null ? "" : String(promo.usageLimit),
    validUntil: shopDay(promo.validUntil),
    isActive: promo.isActive,
  };
}

const fieldNames = ["code", "description", "discountType", "discountValue", "maxDiscountRupees", "minOrderRupees", "usageLimit", "validUntil", "isActive"] as const;

/** A server message about the items goes on its row ("itemPrices.2.priceRupees") or under the list. */
const isItemField = (field: string): field is `itemPrices.${number}.${"itemId" | "priceRupees"}` | "itemPrices" =>
  field === "itemPrices" || /^itemPrices\.\d+\.(itemId|priceRupees)$/.test(field);

/** The same schema here and on the server, which has the last word (unique code, items that exist). */
export function PromoForm({ promo, items, onDone }: { promo: AdminPromo | null; items: readonly PromoItemChoice[]; onDone: () => void }) {
  const form = useForm<PromoFormFields, unknown, PromoFormValues>({
    resolver: zodResolver(promoFormSchema) as never,
    defaultValues: initialValues(promo),
  });
  const save = useSavePromo(promo?.id ?? null);
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: "discountType" });

  // What the other kind of code keeps is dropped on a switch, so hidden fields never block saving.
  const changeType = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value === "product_price") {
      form.setValue("discountValue", "");
      form.setValue("maxDiscountRupees", "");
      if (form.getValues("itemPrices").length === 0) form.setValue("itemPrices", [{ itemId: "", priceRupees: "" }]);
    } else {
      form.setValue("itemPrices", []);
    }
  };

  const submit = form.handleSubmit(() => {
    save.mutate(form.getValues() as PromoFormInput, {
      onSuccess: (saved) => {
        toast.success(promo ? "Promo code saved" : "Promo code created", { description: `${saved.code} is ${saved.isActive ? "active" : "inactive"}.` });
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          for (const [field, message] of Object.entries(error.fields)) {
            if ((fieldNames as readonly string[]).includes(field)) form.setError(field as (typeof fieldNames)[number], { message });
            else if (isItemField(field)) form.setError(field, { message });
          }
        }
        toast.error("Could not save the promo code", { description: errorText(error) });
      },
    });
  });

  const field = (name: Exclude<(typeof fieldNames)[number], "isActive" | "discountType">, label: string, props: Omit<ComponentProps<"input">, "className"> & { inputClassName?: string } = {}) => (
    <FormField id={`promo-${name}`} label={label} error={errors[name]?.message} {...form.register(name)} {...props} />
  );

  return (
    <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      {field("code", "Code", { maxLength: PROMO_CODE_MAX, autoCapitalize: "characters", inputClassName: "uppercase" })}
      {field("description", "Description", { maxLength: 200 })}
      <div>
        <Label htmlFor="promo-discountType">Discount type</Label>
        <select id="promo-discountType" className="h-11 w-full rounded-md border border-earth-900/30 bg-white px-3 text-base" {...form.register("discountType", { onChange: changeType })}>
          <option value="percentage">Percentage</option>
          <option value="fixed">Fixed amount (₹)</option>
          <option value="product_price">Coupon prices on chosen items</option>
        </select>
      </div>
      {type === "product_price" ? (
        <PromoItemPrices control={form.control} register={form.register} errors={errors} items={items} />
      ) : (
        <>
          {field("discountValue", type === "percentage" ? "Value (% from 1 to 100)" : "Value (₹)", { inputMode: "decimal" })}
          {field("maxDiscountRupees", "Maximum discount (₹, optional)", { inputMode: "decimal" })}
        </>
      )}
      {field("minOrderRupees", "Minimum order (₹, optional)", { inputMode: "decimal" })}
      {field("usageLimit", "Usage limit (optional)", { inputMode: "numeric" })}
      {field("validUntil", "Valid until (last day, optional)", { type: "date" })}
      <div className="flex items-center gap-2 sm:col-span-2">
        <input id="promo-isActive" type="checkbox" className="size-5" {...form.register("isActive")} />
        <Label htmlFor="promo-isActive" className="mb-0">
          Active
        </Label>
      </div>
      {/* Kept in view while the form scrolls inside the dialog on a phone. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 border-t border-earth-900/10 bg-white px-6 py-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {promo ? "Save changes" : "Create code"}
        </Button>
      </div>
    </form>
  );
}
