import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { RemovableList, SinceLine } from "../../shared/removable-list";
import { useAddRow } from "../../shared/use-add-row";
import { blockCodPincodeSchema, COD_PINCODE_NOTE_MAX } from "~/shared/schemas/payment-settings";
import { useBlockCodPincode, useCodPincodes, useUnblockCodPincode } from "../api/payments";

/** Staff switch cash on delivery off at a pincode (checkout there offers UPI) and on again; every change is audited. */
export function CodPincodes() {
  const pincodes = useCodPincodes();
  const block = useBlockCodPincode();
  const unblock = useUnblockCodPincode();
  const { errors, submit, bind } = useAddRow({
    empty: { pincode: "", note: "" },
    check: (values) => blockCodPincodeSchema.safeParse(values),
    add: block,
    added: (row) => ["Cash on Delivery switched off", `Shoppers at pincode ${row.pincode} now pay by UPI.`],
    addFailed: "Could not switch Cash on Delivery off",
    // A taken pincode shows the whole sentence, which names it.
    refusal: ({ fields, message }) => (fields.pincode || fields.note ? { pincode: fields.pincode && message, note: fields.note } : undefined),
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} aria-label="Switch Cash on Delivery off" className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <FormField id="cod-pincode" label="Pincode" inputMode="numeric" maxLength={6} {...bind("pincode")} error={errors.pincode} />
        <FormField id="cod-pincode-note" label="Note (optional)" maxLength={COD_PINCODE_NOTE_MAX} {...bind("note")} error={errors.note} />
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
