import { Pencil, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/client/components/ui/button";
import { AddressText } from "~/client/components/address-text";
import { ApiRequestError } from "~/client/lib/api";
import { paths } from "~/shared/paths";
import type { Address } from "~/shared/schemas/address";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { useMakeDefaultAddress } from "../api/make-default-address";
import { AddressForm } from "./address-form";

/** The account's Saved Addresses tab: edit one, make another the default, delete. New addresses are added during checkout. */
export function SavedAddresses() {
  const addresses = useAddresses();
  const [editingId, setEditingId] = useState<string | null>(null);
  if (!addresses.data) return null;

  return (
    <div>
      {addresses.data.length === 0 ? (
        <div className="rounded-xl border border-mustard-100 p-8 text-center">
          <p className="text-lg font-semibold">No saved addresses</p>
          <p className="mt-1 text-sm">Add an address during checkout</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.data.map((address) =>
            address.id === editingId ? (
              <li key={address.id} className="rounded-xl border border-mustard-100 p-4 text-sm sm:col-span-2">
                <h3 className="mb-3 font-semibold">Edit Address</h3>
                <AddressForm address={address} onSaved={() => setEditingId(null)} onCancel={() => setEditingId(null)} />
              </li>
            ) : (
              <SavedAddressCard key={address.id} address={address} onEdit={() => setEditingId(address.id)} />
            ),
          )}
        </ul>
      )}
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.checkout.getHref()}>Add New Address</Link>
      </Button>
    </div>
  );
}

function SavedAddressCard({ address, onEdit }: { address: Address; onEdit: () => void }) {
  const deleteAddress = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const which = `address of ${address.fullName}, ${address.addressLine1}`;

  const remove = () =>
    deleteAddress.mutate(address.id, {
      onSuccess: () => toast.success("Address deleted successfully"),
      onError: () => toast.error("Failed to delete address"),
    });
  const chooseAsDefault = () =>
    makeDefault.mutate(address.id, {
      onSuccess: () => toast.success("Default address updated"),
      onError: (error) => toast.error((error instanceof ApiRequestError && error.message) || "Failed to update default address"),
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-mustard-100 p-4 text-sm">
      <div>
        {address.isDefault && <span className="mb-2 inline-block rounded bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">Default</span>}
        <AddressText address={address} />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-label={`Edit ${which}`} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        {!address.isDefault && (
          <Button variant="outline" size="sm" aria-label={`Make default: ${which}`} disabled={makeDefault.isPending} onClick={chooseAsDefault}>
            <Star aria-hidden="true" className="size-4" />
            Make default
          </Button>
        )}
        <Button variant="ghost" size="icon" className="ml-auto" aria-label={`Delete ${which}`} disabled={deleteAddress.isPending} onClick={remove}>
          <Trash2 aria-hidden="true" className="size-5 text-red-700" />
        </Button>
      </div>
    </li>
  );
}
