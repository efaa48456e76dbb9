import { useState } from "react";
import { businessBuyerSchema, type BusinessBuyer } from "~/shared/schemas/business-buyer";

// "Buying for a business" at checkout (docs/product-rules.md#business-buyers): what is typed, and
// the messages under the two fields, from the same schema the server checks Place Order with.

export type BusinessField = "gstin" | "name";
export const businessFieldIds: Record<BusinessField, string> = { gstin: "business-gstin", name: "business-name" };

export type BusinessBuyerState = ReturnType<typeof useBusinessBuyer>;

export function useBusinessBuyer() {
  const [buying, setBuying] = useState(false);
  const [values, setValues] = useState<Record<BusinessField, string>>({ gstin: "", name: "" });
  const [errors, setErrors] = useState<Partial<Record<BusinessField, string>>>({});

  const messageFor = (field: BusinessField, candidate = values) => {
    const result = businessBuyerSchema.shape[field].safeParse(candidate[field]);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  return {
    buying,
    values,
    errors,
    setBuying: (next: boolean) => {
      setBuying(next);
      if (!next) setErrors({});
    },
    /** Editing a field clears its message; it is checked again on leaving the field or on Place Order. */
    edit: (field: BusinessField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** Leaving a field that has something in it says at once what is wrong with it. */
    leave: (field: BusinessField) => {
      if (values[field].trim() !== "") setErrors((current) => ({ ...current, [field]: messageFor(field) }));
    },
    /**
     * What Place Order sends: null for a household order, the normalised details, or false when a
     * field is refused (its message is then shown and the first refused field focused).
     */
    check: (): BusinessBuyer | null | false => {
      if (!buying) return null;
      const result = businessBuyerSchema.safeParse(values);
      if (result.success) return result.data;
      const found: Partial<Record<BusinessField, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as BusinessField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (["gstin", "name"] as const).find((field) => found[field]);
      if (first) document.getElementById(businessFieldIds[first])?.focus();
      return false;
    },
    /** The server's messages for these fields (`business.gstin`, `business.name`), if it refused them. */
    showServerErrors: (fields: Record<string, string>) => {
      const gstin = fields["business.gstin"];
      const name = fields["business.name"];
      if (!gstin && !name) return false;
      setErrors({ gstin, name });
      document.getElementById(businessFieldIds[gstin ? "gstin" : "name"])?.focus();
      return true;
    },
  };
}
