import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from "~/client/lib/shop-fetch";
import { lazyZodResolver } from "~/client/lib/lazy-zod-resolver";
import { useSession } from "~/client/lib/session/use-session";
import { canonicalStateName, STATES_AND_UNION_TERRITORIES } from "~/shared/india";
import { usePromiseWords } from "~/client/lib/i18n/delivery-words";
import { addressInputMax, notDeliveredMessage, PINCODE_MESSAGE, pincodeStateMessage } from "~/shared/form-fields";
import type { Address, AddressFormValues, AddressInput } from "~/shared/schemas/address";
import { useAddAddress } from "../api/add-address";
import { lookUpPincode } from "../api/look-up-pincode";
import { fetchDeliveryPromise } from "../api/get-delivery-promise";
import { useUpdateAddress } from "../api/update-address";
import { clearAddressDraft, readAddressDraft, saveAddressDraft } from "../address-draft";

type FieldName = keyof AddressFormValues;

type Field = { name: FieldName; label: MessageDescriptor; type?: string; inputMode?: "numeric" | "tel"; autoComplete: string; wide?: boolean };

// The pincode comes before the lines it fills (city and state), as on the forms Indian shoppers know.
const fields: Field[] = [
  { name: "fullName", label: msg`Full Name`, autoComplete: "name" },
  { name: "phone", label: msg`Phone Number`, type: "tel", inputMode: "tel", autoComplete: "tel-national" },
  { name: "pincode", label: msg`Pincode`, inputMode: "numeric", autoComplete: "postal-code" },
  { name: "addressLine1", label: msg`Address Line 1`, autoComplete: "address-line1", wide: true },
  { name: "addressLine2", label: msg`Address Line 2 (Optional)`, autoComplete: "address-line2", wide: true },
  { name: "landmark", label: msg`Landmark (Optional)`, autoComplete: "address-line3", wide: true },
  { name: "city", label: msg`City`, autoComplete: "address-level2" },
];

const emptyAddress: AddressFormValues = { fullName: "", phone: "", addressLine1: "", addressLine2: "", landmark: "", city: "", state: "", pincode: "" };

// The server's own schema checks the form, but zod and the schema load when the shopper first
// focuses the form, not with the checkout (docs/decisions/038-validation-loaded-when-needed.md).
const addressChecks = lazyZodResolver(async () => (await import("~/shared/schemas/address")).addressSchema);

function formValuesOf(address: Address): AddressFormValues {
  const { fullName, phone, addressLine1, addressLine2, landmark, city, state, pincode } = address;
  // A state saved before the list existed opens unchosen rather than as a value the list lacks.
  return { fullName, phone, addressLine1, addressLine2: addressLine2 ?? "", landmark: landmark ?? "", city, state: canonicalStateName(state) ?? "", pincode };
}

/** The server's schema with its messages under each field; a pincode fills city and state; a new address is kept as typed. */
export function AddressForm({ address, onSaved, onCancel }: { address?: Address; onSaved: (address: Address) => void; onCancel?: () => void }) {
  const { user } = useSession();
  const { t, i18n } = useLingui();
  const promiseWords = usePromiseWords();
  const draftUserId = !address && user ? user.id : null;
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: addressChecks.resolver,
    defaultValues: address ? formValuesOf(address) : ((draftUserId ? readAddressDraft(draftUserId) : null) ?? emptyAddress),
  });
  useEffect(() => {
    if (!draftUserId) return;
    return form.subscribe({ formState: { values: true }, callback: ({ values }) => saveAddressDraft(draftUserId, values) });
  }, [draftUserId, form]);
  const addAddress = useAddAddress();
  const updateAddress = useUpdateAddress();
  // Submitting covers the first check, which may still be fetching the schema on a slow network.
  const saving = addAddress.isPending || updateAddress.isPending || form.formState.isSubmitting;
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<string | undefined>();
  const { errors } = form.formState;
  const idPrefix = address ? `address-${address.id}` : "address";
  const failure = address ? t`Failed to update address` : t`Failed to add address`;

  const fillFromPincode = async (typed: string) => {
    setPlace(undefined);
    const pincode = typed.trim();
    if (!/^\d{6}$/.test(pincode)) return;
    const found = await lookUpPincode(queryClient, pincode).catch(() => undefined);
    // Typing may have gone on while the directory answered: only the pincode still there counts.
    if (found === undefined || form.getValues("pincode").trim() !== pincode) return;
    if (!found) {
      form.setError("pincode", { message: PINCODE_MESSAGE });
      return;
    }
    form.clearErrors(["pincode", "city", "state"]);
    form.setValue("city", found.city, { shouldDirty: true });
    form.setValue("state", found.state, { shouldDirty: true });
    setPlace(`${found.district}, ${found.state}`);
    // Then when an order there would arrive, or that staff have switched the area off (docs/product-rules.md#delivery-promise).
    const delivery = await fetchDeliveryPromise(queryClient, pincode).catch(() => undefined);
    if (!delivery || form.getValues("pincode").trim() !== pincode) return;
    if (!delivery.promise.deliverable) form.setError("pincode", { message: notDeliveredMessage(pincode) });
    else setPlace(`${found.district}, ${found.state} · ${promiseWords(delivery.promise)}`);
  };

  // The state is the pincode's (the place of supply on the invoice): another choice is refused at once, as the server would.
  const checkStateAgainstPincode = async (chosen: string) => {
    const pincode = form.getValues("pincode").trim();
    if (!/^\d{6}$/.test(pincode) || !chosen) return;
    const found = await lookUpPincode(queryClient, pincode).catch(() => undefined);
    if (!found || form.getValues("state") !== chosen || form.getValues("pincode").trim() !== pincode) return;
    if (found.state !== chosen) form.setError("state", { message: pincodeStateMessage(pincode, found.state) });
    else form.clearErrors("state");
  };

  const onSuccess = (saved: Address) => {
    toast.success(address ? t`Address updated successfully` : t`Address added successfully`);
    if (!address) {
      form.reset(emptyAddress);
      setPlace(undefined);
      if (draftUserId) clearAddressDraft(draftUserId);
    }
    onSaved(saved);
  };
  const onError = (error: Error) => {
    if (error instanceof ApiRequestError) {
      for (const [name, message] of Object.entries(error.fields)) form.setError(name as FieldName, { message });
      toast.error(error.message || failure);
    } else {
      toast.error(failure, { description: t`An unexpected error occurred` });
    }
  };
  const onValid = (values: AddressInput) => {
    if (address) updateAddress.mutate({ id: address.id, values }, { onSuccess, onError });
    else addAddress.mutate(values, { onSuccess, onError });
  };
  const onInvalid = () => toast.error(t`Validation Error`, { description: t`Please check the form for errors` });
  // Only a schema that could not be fetched gets here: nothing was sent, and what is typed stays.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, onInvalid)(event).catch(() => toast.error(failure, { description: NETWORK_FAILURE_MESSAGE }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={addressChecks.preload} aria-label={address ? t`Edit address` : t`New address`} className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label, type = "text", inputMode, autoComplete, wide }) => (
        <FormField
          key={name}
          id={`${idPrefix}-${name}`}
          label={i18n._(label)}
          error={errors[name]?.message}
          hint={name === "pincode" ? place : undefined}
          className={wide ? "sm:col-span-2" : undefined}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={addressInputMax[name]}
          {...form.register(name, name === "pincode" ? { onChange: (event: { target: { value: string } }) => void fillFromPincode(event.target.value) } : undefined)}
        />
      ))}
      <FormField
        id={`${idPrefix}-state`}
        label={t`State`}
        placeholder={t`Select a state`}
        options={STATES_AND_UNION_TERRITORIES}
        error={errors.state?.message}
        autoComplete="address-level1"
        {...form.register("state", { onChange: (event: { target: { value: string } }) => void checkStateAgainstPincode(event.target.value) })}
      />
      <p role="status" className="sr-only">
        {place && t`City and state filled in for ${place}`}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? t`Saving...` : t`Save Address`}
        </Button>
        {onCancel && (
          <Button
            variant="outline"
            onClick={() => {
              if (draftUserId) clearAddressDraft(draftUserId);
              onCancel();
            }}
          >
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
