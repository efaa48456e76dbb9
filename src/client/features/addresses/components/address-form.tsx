import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/api";
import { addressInputMax, addressSchema, type Address, type AddressFormValues, type AddressInput } from "~/shared/schemas/address";
import { useAddAddress } from "../api/add-address";

type FieldName = keyof AddressFormValues;

const fields: { name: FieldName; label: string; type?: string; inputMode?: "numeric" | "tel"; autoComplete: string; wide?: boolean }[] = [
  { name: "fullName", label: "Full Name", autoComplete: "name" },
  { name: "phone", label: "Phone Number", type: "tel", inputMode: "tel", autoComplete: "tel-national" },
  { name: "addressLine1", label: "Address Line 1", autoComplete: "address-line1", wide: true },
  { name: "addressLine2", label: "Address Line 2 (Optional)", autoComplete: "address-line2", wide: true },
  { name: "city", label: "City", autoComplete: "address-level2" },
  { name: "state", label: "State", autoComplete: "address-level1" },
  { name: "pincode", label: "Pincode", inputMode: "numeric", autoComplete: "postal-code" },
];

const emptyAddress: AddressFormValues = { fullName: "", phone: "", addressLine1: "", addressLine2: "", city: "", state: "", pincode: "" };

/** A new address (docs/product-rules.md#saved-addresses): the same schema as the server, its messages under each field. */
export function AddressForm({ onSaved, onCancel }: { onSaved: (address: Address) => void; onCancel?: () => void }) {
  const form = useForm<AddressFormValues, unknown, AddressInput>({ resolver: zodResolver(addressSchema), defaultValues: emptyAddress });
  const addAddress = useAddAddress();
  const { errors } = form.formState;

  const onValid = (values: AddressInput) =>
    addAddress.mutate(values, {
      onSuccess: (address) => {
        toast.success("Address added successfully");
        form.reset(emptyAddress);
        onSaved(address);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError) {
          for (const [name, message] of Object.entries(error.fields)) form.setError(name as FieldName, { message });
          toast.error(error.message || "Failed to add address");
        } else {
          toast.error("Failed to add address", { description: "An unexpected error occurred" });
        }
      },
    });
  const onInvalid = () => toast.error("Validation Error", { description: "Please check the form for errors" });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} aria-label="New address" className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label, type = "text", inputMode, autoComplete, wide }) => (
        <FormField
          key={name}
          id={`address-${name}`}
          label={label}
          error={errors[name]?.message}
          className={wide ? "sm:col-span-2" : undefined}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={addressInputMax[name]}
          {...form.register(name)}
        />
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={addAddress.isPending}>
          {addAddress.isPending ? "Saving..." : "Save Address"}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
