import { useLingui } from "@lingui/react/macro";
import { Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { AddressText } from "~/client/components/address-text";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import type { Address } from "~/shared/schemas/address";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { useMakeDefaultAddress } from "../api/make-default-address";
import { useAddressDraftWaiting } from "../address-draft";
import { AddressForm } from "./address-form";

/** The Saved Addresses tab: add here, not at checkout (which shows nothing with an empty cart), edit, make default, delete. */
export function SavedAddresses() {
  const { t } = useLingui();
  const addresses = useAddresses();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(useAddressDraftWaiting());
  if (!addresses.data) return null;

  return (
    <div>
      {addresses.data.length === 0 ? (
        <div className="rounded-xl border border-mustard-100 p-8 text-center">
          <p className="text-lg font-semibold">{t`No saved addresses`}</p>
          <p className="mt-1 text-sm">{t`Add an address during checkout`}</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.data.map((address) =>
            address.id === editingId ? (
              <li key={address.id} className="rounded-xl border border-mustard-100 p-4 text-sm sm:col-span-2">
                <h3 className="mb-3 font-semibold">{t`Edit Address`}</h3>
                <AddressForm address={address} onSaved={() => setEditingId(null)} onCancel={() => setEditingId(null)} />
              </li>
            ) : (
              <SavedAddressCard key={address.id} address={address} onEdit={() => setEditingId(address.id)} />
            ),
          )}
        </ul>
      )}
      {adding ? (
        <section aria-labelledby="account-new-address-heading" className="mt-4 rounded-xl border border-mustard-100 p-4 text-sm">
          <h3 id="account-new-address-heading" className="mb-3 font-semibold">
            {t`Add New Address`}
          </h3>
          <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
        </section>
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t`Add New Address`}
        </Button>
      )}
    </div>
  );
}

function SavedAddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const deleteAddress = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const { t } = useLingui();
  const { fullName, addressLine1 } = address;

  const remove = () =>
    deleteAddress.mutate(address.id, {
      onSuccess: () => toast.success(t`Address deleted successfully`),
      onError: () => toast.error(t`Failed to delete address`),
    });
  const chooseAsDefault = () =>
    makeDefault.mutate(address.id, {
      onSuccess: () => toast.success(t`Default address updated`),
      onError: (error) => toast.error((error instanceof ApiRequestError && error.message) || t`Failed to update default address`),
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-mustard-100 p-4 text-sm">
      <div>
        {address.isDefault && <span className="mb-2 inline-block rounded bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">{t`Default`}</span>}
        <AddressText address={address} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-label={t`Edit address of ${fullName}, ${addressLine1}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t`Edit`}
        </Button>
        {!address.isDefault && (
          <Button variant="outline" size="sm" aria-label={t`Make default: address of ${fullName}, ${addressLine1}`} disabled={makeDefault.isPending} onClick={chooseAsDefault}>
            <Star aria-hidden="true" className="size-4" />
            {t`Make default`}
          </Button>
        )}
        <Button variant="ghost" size="icon" className="ml-auto" aria-label={t`Delete address of ${fullName}, ${addressLine1}`} disabled={deleteAddress.isPending} onClick={remove}>
          <Trash2 aria-hidden="true" className="size-5 text-red-700" />
        </Button>
      </div>
    </li>
  );
}
