import { useEffect, useRef, useState } from "react";
import { loadWhenNeeded } from "~/client/lib/load-when-needed";
import { readDraft, writeDraft } from "~/client/lib/session/shopper-drafts";
import { useSession } from "~/client/lib/session/use-session";
import { BUSINESS_NAME_MAX, GSTIN_INPUT_MAX } from "~/shared/form-fields";
import type { BusinessBuyer } from "~/shared/schemas/business-buyer";

// "Buying for a business": checked with the server's schema, fetched at the first tick or field; what is typed survives a reload.

const loadSchema = loadWhenNeeded(async () => (await import("~/shared/schemas/business-buyer")).businessBuyerSchema);
/** Starts the fetch ahead of the first check; a failure shows only when a check needs the schema. */
const prefetchSchema = () => void loadSchema().catch(() => undefined);

export type BusinessField = "gstin" | "name" | "billingAddressId";
export const businessFieldIds: Record<BusinessField, string> = { gstin: "business-gstin", name: "business-name", billingAddressId: "business-billing-address" };

export type BusinessBuyerState = ReturnType<typeof useBusinessBuyer>;

/** The checkout draft's name for these fields; forgotten with the checkout's once the order is placed. */
export const businessDraftName = "checkout-business";

type TypedField = "gstin" | "name";
type StoredBusiness = { buying: boolean; values: Record<TypedField, string> };

const text = (value: unknown, max: number) => (typeof value === "string" ? value.slice(0, max) : "");

function readStored(userId: string): StoredBusiness {
  const value = readDraft(businessDraftName, userId) as { buying?: unknown; gstin?: unknown; name?: unknown } | undefined;
  return {
    buying: value?.buying === true,
    values: { gstin: text(value?.gstin, GSTIN_INPUT_MAX), name: text(value?.name, BUSINESS_NAME_MAX) },
  };
}

export function useBusinessBuyer() {
  const { user } = useSession();
  const userId = user?.id ?? "";
  // Checkout renders only in the browser, once the session is known: storage can be read at once.
  const [stored] = useState(() => readStored(userId));
  const [buying, setBuyingState] = useState(stored.buying);
  const [values, setValues] = useState<Record<TypedField, string>>(stored.values);
  // "Billing address is different": one of the shopper's saved addresses, chosen for this visit.
  const [billingDifferent, setBillingDifferent] = useState(false);
  const [billingAddressId, setBillingAddressId] = useState("");
  // What is in the fields now (kept by edit), for a check that finishes after the shopper typed on.
  const latest = useRef(stored.values);
  const [errors, setErrors] = useState<Partial<Record<BusinessField, string>>>({});
  // A box that comes back ticked from the draft will be checked on Place Order: fetch the schema now.
  useEffect(() => {
    if (stored.buying) prefetchSchema();
  }, [stored.buying]);
  const save = (next: StoredBusiness) => writeDraft(businessDraftName, userId, { buying: next.buying, ...next.values });

  const messageFor = async (field: TypedField, value: string) => {
    const result = (await loadSchema()).shape[field].safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  return {
    buying,
    values,
    errors,
    billingDifferent,
    billingAddressId,
    setBillingDifferent: (next: boolean) => {
      setBillingDifferent(next);
      setErrors((current) => ({ ...current, billingAddressId: undefined }));
    },
    chooseBillingAddress: (id: string) => {
      setBillingAddressId(id);
      setErrors((current) => ({ ...current, billingAddressId: undefined }));
    },
    /** Fetches the schema ahead of the first check: on ticking the box, or on reaching a field. */
    prepare: prefetchSchema,
    setBuying: (next: boolean) => {
      if (next) prefetchSchema();
      setBuyingState(next);
      save({ buying: next, values });
      if (!next) setErrors({});
    },
    /** Editing a field clears its message; it is checked again on leaving the field or on Place Order. */
    edit: (field: TypedField, value: string) => {
      const next = { ...values, [field]: value };
      latest.current = next;
      setValues(next);
      save({ buying, values: next });
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** Leaving a field that has something in it says at once what is wrong with it. */
    leave: async (field: TypedField) => {
      const value = values[field];
      if (value.trim() === "") return;
      // Unfetched schema (no network): no message now; Place Order checks again.
      const message = await messageFor(field, value).catch(() => undefined);
      if (latest.current[field] === value) setErrors((current) => ({ ...current, [field]: message }));
    },
    /** Null for a household order, the normalised details, or false when a field is refused (shown and focused); rejects if the schema cannot load. */
    check: async (): Promise<BusinessBuyer | null | false> => {
      if (!buying) return null;
      const result = (await loadSchema()).safeParse({ ...values, billingAddressId: billingDifferent ? billingAddressId : null });
      if (result.success) return result.data;
      const found: Partial<Record<BusinessField, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as BusinessField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (["gstin", "name", "billingAddressId"] as const).find((field) => found[field]);
      if (first) document.getElementById(businessFieldIds[first])?.focus();
      return false;
    },
    /** The server's messages for these fields (`business.gstin`, `business.name`, `business.billingAddressId`), if it refused them. */
    showServerErrors: (fields: Record<string, string>) => {
      const found = { gstin: fields["business.gstin"], name: fields["business.name"], billingAddressId: fields["business.billingAddressId"] };
      const first = (["gstin", "name", "billingAddressId"] as const).find((field) => found[field]);
      if (!first) return false;
      setErrors(found);
      document.getElementById(businessFieldIds[first])?.focus();
      return true;
    },
  };
}
