import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Truck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { cn } from "~/client/components/ui/cn";
import { Input, Label } from "~/client/components/ui/input";
import { useHydrated } from "~/client/components/ui/use-hydrated";
import { useSession, useSignedInOnly } from "~/client/lib/session/use-session";
import { usePromiseWords } from "~/client/lib/i18n/delivery-words";
import { useEnglishWords } from "~/client/lib/i18n/english-words";
import { PINCODE_MESSAGE } from "~/shared/form-fields";
import { addressesQueryKey } from "~/client/lib/query-keys";
import { getAddresses } from "../api/get-addresses";
import type { DeliveryAnswer } from "../api/get-delivery-promise";
import { useDeliveryPromise } from "../api/get-delivery-promise";

/** A pincode in, the delivery promise out; a default address is checked without asking. Empty on the server and while hydrating, so it never mismatches. */
export function CheckDelivery({ className, pincode: given }: { className?: string; /** At checkout: the chosen address's pincode, checked without asking. */ pincode?: string }) {
  const { t } = useLingui();
  const words = useEnglishWords();
  const id = useId();
  const hydrated = useHydrated();
  const { user } = useSession();
  const signedIn = useSignedInOnly();
  const addresses = useQuery({ queryKey: addressesQueryKey, queryFn: getAddresses, enabled: hydrated && given === undefined ? signedIn : false });
  const saved = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
  const [typed, setTyped] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const defaultPincode = given ?? (hydrated && user ? (saved?.pincode ?? null) : null);
  const pincode = checked ?? (typed === null ? defaultPincode : null);
  const answer = useDeliveryPromise(pincode);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = (typed ?? defaultPincode ?? "").trim();
    if (!/^\d{6}$/.test(value)) {
      setError(PINCODE_MESSAGE);
      setChecked(null);
      return;
    }
    setError(undefined);
    setChecked(value);
  };

  const result = answer.data;
  return (
    <form noValidate onSubmit={submit} aria-label={t`Check delivery`} className={cn("rounded-xl border border-mustard-100 bg-white p-4", className)}>
      <Label htmlFor={`${id}-pincode`} className="flex items-center gap-2 font-semibold text-leaf-800">
        <Truck aria-hidden="true" className="size-5" />
        {t`Check delivery`}
      </Label>
      <div className="mt-2 flex gap-2">
        <Input
          id={`${id}-pincode`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t`Pincode`}
          maxLength={6}
          value={typed ?? defaultPincode ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          onChange={(event) => {
            setTyped(event.target.value);
            setChecked(null);
            setError(undefined);
          }}
          className="max-w-40"
        />
        <Button type="submit" variant="outline">
          {t`Check`}
        </Button>
      </div>
      <p id={`${id}-result`} role="status" className="mt-2 min-h-5 text-sm">
        {error ? (
          <span className="text-red-700">{words(error)}</span>
        ) : answer.isFetching ? (
          t`Checking delivery...`
        ) : answer.isError ? (
          <span className="text-red-700">{t`Could not check delivery. Please try again.`}</span>
        ) : result === null ? (
          <span className="text-red-700">{words(PINCODE_MESSAGE)}</span>
        ) : result ? (
          <DeliveryAnswerLine answer={result} />
        ) : null}
      </p>
    </form>
  );
}

/** The promise in the server's words, then where: "to {city}, {state} ({pincode})" when it is delivered there. */
function DeliveryAnswerLine({ answer }: { answer: DeliveryAnswer }) {
  const { t } = useLingui();
  const promiseWords = usePromiseWords();
  const { city, state, pincode } = answer.place;
  return (
    <>
      <strong className={answer.promise.deliverable ? "text-leaf-800" : "text-red-700"}>{promiseWords(answer.promise)}</strong>
      <span className="text-earth-900/80">{answer.promise.deliverable ? " " + t`to ${city}, ${state} (${pincode})` : ` (${city}, ${state}, ${pincode})`}</span>
    </>
  );
}
