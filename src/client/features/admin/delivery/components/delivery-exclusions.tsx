import { useState } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { STATES_AND_UNION_TERRITORIES } from "~/shared/india";
import { switchOffDeliverySchema, type DeliveryExclusionKind } from "~/shared/schemas/delivery";
import { useDeliveryExclusions, useSwitchOffDelivery, useSwitchOnDelivery } from "../api/delivery-exclusions";
import { RemovableList, SinceLine } from "../../shared/removable-list";
import { useAddRow } from "../../shared/use-add-row";

const nameOf = (kind: DeliveryExclusionKind, value: string) => (kind === "pincode" ? `pincode ${value}` : value);

/** Staff switch a pincode or a whole state off (checkout and address saves then refuse it) and on again; every change is audited. */
export function DeliveryExclusions() {
  const exclusions = useDeliveryExclusions();
  const switchOff = useSwitchOffDelivery();
  const switchOn = useSwitchOnDelivery();
  const [kind, setKind] = useState<DeliveryExclusionKind>("pincode");
  const { errors, setErrors, submit, bind } = useAddRow({
    empty: { pincode: "", state: "" },
    check: (values) => switchOffDeliverySchema.safeParse({ kind, value: values[kind] }),
    add: switchOff,
    added: (row) => ["Deliveries switched off", `The shop no longer delivers to ${nameOf(row.kind, row.value)}.`],
    addFailed: "Could not switch deliveries off",
    // A refused area shows the whole sentence, which names it.
    refusal: (failure) => (failure.fields.value ? { value: failure.message } : undefined),
  });

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} aria-label="Switch deliveries off" className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-end">
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">Switch off</legend>
          <div className="flex gap-4">
            {(["pincode", "state"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" name="exclusion-kind" value={option} checked={kind === option} onChange={() => (setKind(option), setErrors({}))} className="size-4 accent-leaf-700" />
                {option === "pincode" ? "A pincode" : "A whole state"}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === "pincode" ? (
          <FormField id="exclusion-pincode" label="Pincode" inputMode="numeric" maxLength={6} {...bind("pincode")} error={errors.value} />
        ) : (
          <FormField id="exclusion-state" label="State or union territory" placeholder="Select a state" options={STATES_AND_UNION_TERRITORIES} {...bind("state")} error={errors.value} />
        )}
        <Button type="submit" disabled={switchOff.isPending}>
          {switchOff.isPending ? "Switching off..." : "Switch off"}
        </Button>
      </form>

      <RemovableList
        query={exclusions}
        label="Switched off"
        loading="Loading the switched-off areas..."
        failed="The list could not be loaded."
        empty="The shop delivers to every pincode in its directory."
        remove={switchOn}
        removeLabel={(row) => `Deliver to ${nameOf(row.kind, row.value)} again`}
        removed={(row) => ["Deliveries switched on", `The shop delivers to ${nameOf(row.kind, row.value)} again.`]}
        removeFailed="Could not switch deliveries on"
      >
        {(row) => (
          <>
            <strong>{row.value}</strong> <span className="text-sm text-earth-900/70">({row.kind === "pincode" ? "pincode" : "state"})</span>
            <SinceLine row={row} />
          </>
        )}
      </RemovableList>
    </div>
  );
}
