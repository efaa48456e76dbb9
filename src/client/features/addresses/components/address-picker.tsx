import { useLingui } from "@lingui/react/macro";
import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/client/components/ui/button";
import type { Address } from "~/shared/schemas/address";
import { useAddressDraftWaiting } from "../address-draft";
import { AddressForm } from "./address-form";
import { AddressText } from "~/client/components/address-text";

/** The delivery address choice at checkout: saved addresses as radios, and the inline Add New Address form. */
export function AddressPicker({ addresses, selectedId, onSelect }: { addresses: Address[]; selectedId: string | null; onSelect: (id: string) => void }) {
  const { t } = useLingui();
  // A half-typed address from before a reload opens the form again, as the shopper left it.
  const [adding, setAdding] = useState(useAddressDraftWaiting());
  // Focus stays with the shopper (WCAG 2.4.3): opening the form moves it to the form's first field,
  // saving to the new address's radio once it is listed, cancelling back to Add New Address.
  const section = useRef<HTMLElement>(null);
  const focusAfter = useRef<"form" | "add" | { addressId: string } | null>(null);
  useEffect(() => {
    const want = focusAfter.current;
    if (!want || !section.current) return;
    const target =
      want === "form"
        ? section.current.querySelector<HTMLElement>("form input, form select, form textarea")
        : want === "add"
          ? section.current.querySelector<HTMLElement>("[data-add-address]")
          : section.current.querySelector<HTMLElement>(`input[name="delivery-address"][value="${CSS.escape(want.addressId)}"]`);
    if (!target) return;
    target.focus();
    focusAfter.current = null;
  }, [adding, addresses]);
  return (
    <section ref={section} aria-labelledby="delivery-address-heading" className="rounded-xl border border-mustard-100 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="delivery-address-heading" className="text-xl font-bold text-leaf-800">
          {t`Delivery Address`}
        </h2>
        {!adding && (
          <Button
            variant="outline"
            size="sm"
            data-add-address=""
            onClick={() => {
              focusAfter.current = "form";
              setAdding(true);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t`Add New Address`}
          </Button>
        )}
      </div>
      {addresses.length > 0 ? (
        <fieldset className="mt-4 space-y-3">
          <legend className="sr-only">{t`Choose a delivery address`}</legend>
          {addresses.map((address) => (
            <label
              key={address.id}
              className="flex cursor-pointer gap-3 rounded-lg border border-earth-900/20 p-3 text-sm has-[:checked]:border-leaf-700 has-[:checked]:bg-mustard-50"
            >
              <input
                type="radio"
                name="delivery-address"
                value={address.id}
                checked={selectedId === address.id}
                onChange={() => onSelect(address.id)}
                className="mt-1 size-4 accent-leaf-700"
              />
              <span>
                <AddressText address={address} />
                {address.isDefault && <span className="mt-1 inline-block rounded bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">{t`Default`}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        !adding && <p className="mt-4 text-sm">{t`No saved addresses. Add one to continue.`}</p>
      )}
      {adding && (
        <div className="mt-4 border-t border-mustard-100 pt-4">
          <h3 className="mb-3 font-semibold">{t`Add New Address`}</h3>
          <AddressForm
            onSaved={(address) => {
              focusAfter.current = { addressId: address.id };
              setAdding(false);
              onSelect(address.id);
            }}
            onCancel={() => {
              focusAfter.current = "add";
              setAdding(false);
            }}
          />
        </div>
      )}
    </section>
  );
}
