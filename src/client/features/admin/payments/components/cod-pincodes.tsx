import { useState, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { errorText } from "~/client/lib/format";
import { RemovableList, SinceLine } from "../../shared/removable-list";
import { blockCodPincodeSchema, COD_PINCODE_NOTE_MAX } from "~/shared/schemas/payment-settings";
import { useBlockCodPincode, useCodPincodes, useUnblockCodPincode } from "../api/payments";

type Errors = { pincode?: string; note?: string };

/** Staff switch cash on delivery off at a pincode (checkout there offers UPI) and on again; every change is audited. */
export function CodPincodes() {
  const pincodes = useCodPincodes();
  const block = useBlockCodPincode();
  const unblock = useUnblockCodPincode();
  const [pincode, setPincode] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = blockCodPincodeSchema.safeParse({ pincode, note });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      setErrors({ pincode: issues.find((issue) => issue.path[0] === "pincode")?.message, note: issues.find((issue) => issue.path[0] === "note")?.message });
      return;
    }
    setErrors({});
    block.mutate(parsed.data, {
      onSuccess: (row) => {
        toast.success("Cash on Delivery switched off", { description: `Shoppers at pincode ${row.pincode} now pay by UPI.` });
        setPincode("");
        setNote("");
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && (failure.fields.pincode || failure.fields.note)) setErrors({ pincode: failure.fields.pincode && failure.message, note: failure.fields.note });
        else toast.error("Could not switch Cash on Delivery off", { description: errorText(failure) });
      },
    });
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} aria-label="Switch Cash on Delivery off" className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <FormField id="cod-pincode" label="Pincode" inputMode="numeric" maxLength={6} value={pincode} onChange={(event) => setPincode(event.target.value)} error={errors.pincode} />
        <FormField id="cod-pincode-note" label="Note (optional)" maxLength={COD_PINCODE_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} error={errors.note} />
        <Button type="submit" disabled={block.isPending} aria-busy={block.isPending}>
          {block.isPending ? "Switching off..." : "Switch COD off"}
        </Button>
      </form>

      <RemovableList
        query={pincodes}
        label="Pincodes without Cash on Delivery"
        loading="Loading the pincodes without Cash on Delivery..."
        failed="The list could not be loaded."
        empty="Cash on Delivery is offered at every pincode the shop delivers to."
        remove={unblock}
        removeLabel={(row) => `Offer Cash on Delivery at pincode ${row.pincode} again`}
        removed={(row) => ["Cash on Delivery switched on", `Shoppers at pincode ${row.pincode} can pay cash again.`]}
        removeFailed="Could not switch Cash on Delivery on"
      >
        {(row) => (
          <>
            <strong>{row.pincode}</strong>
            {row.note && <span className="ml-2 text-sm">{row.note}</span>}
            <SinceLine row={row} />
          </>
        )}
      </RemovableList>
    </div>
  );
}
