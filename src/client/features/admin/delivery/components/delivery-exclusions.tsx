import { useState, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { STATES_AND_UNION_TERRITORIES } from "~/shared/india";
import { switchOffDeliverySchema, type DeliveryExclusionKind } from "~/shared/schemas/delivery";
import { useDeliveryExclusions, useSwitchOffDelivery, useSwitchOnDelivery } from "../api/delivery-exclusions";
import { errorText } from "~/client/lib/format";
import { RemovableList, SinceLine } from "../../shared/removable-list";

const nameOf = (kind: DeliveryExclusionKind, value: string) => (kind === "pincode" ? `pincode ${value}` : value);

/** Staff switch a pincode or a whole state off (checkout and address saves then refuse it) and on again; every change is audited. */
export function DeliveryExclusions() {
  const exclusions = useDeliveryExclusions();
  const switchOff = useSwitchOffDelivery();
  const switchOn = useSwitchOnDelivery();
  const [kind, setKind] = useState<DeliveryExclusionKind>("pincode");
  const [pincode, setPincode] = useState("");
  const [state, setState] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = switchOffDeliverySchema.safeParse({ kind, value: kind === "pincode" ? pincode : state });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    switchOff.mutate(parsed.data, {
      onSuccess: (row) => {
        toast.success("Deliveries switched off", { description: `The shop no longer delivers to ${nameOf(row.kind, row.value)}.` });
        setPincode("");
        setState("");
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.value) setError(failure.message);
        else toast.error("Could not switch deliveries off", { description: errorText(failure) });
      },
    });
  };

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} aria-label="Switch deliveries off" className="grid gap-3 rounded-lg border border-earth-900/15 bg-white p-4 sm:grid-cols-[auto_1fr_auto] sm:items-end">
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">Switch off</legend>
          <div className="flex gap-4">
            {(["pincode", "state"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input type="radio" name="exclusion-kind" value={option} checked={kind === option} onChange={() => (setKind(option), setError(undefined))} className="size-4 accent-leaf-700" />
                {option === "pincode" ? "A pincode" : "A whole state"}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === "pincode" ? (
          <FormField id="exclusion-pincode" label="Pincode" inputMode="numeric" maxLength={6} value={pincode} onChange={(event) => setPincode(event.target.value)} error={error} />
        ) : (
          <FormField id="exclusion-state" label="State or union territory" placeholder="Select a state" options={STATES_AND_UNION_TERRITORIES} value={state} onChange={(event) => setState(event.target.value)} error={error} />
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
