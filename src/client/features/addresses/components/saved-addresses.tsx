import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "~/client/components/ui/button";
import { paths } from "~/shared/paths";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { AddressText } from "~/client/components/address-text";

/** The account's Saved Addresses tab. New addresses are added during checkout. */
export function SavedAddresses() {
  const addresses = useAddresses();
  const deleteAddress = useDeleteAddress();
  if (!addresses.data) return null;

  const remove = (id: string) =>
    deleteAddress.mutate(id, {
      onSuccess: () => toast.success("Address deleted successfully"),
      onError: () => toast.error("Failed to delete address"),
    });

  return (
    <div>
      {addresses.data.length === 0 ? (
        <div className="rounded-xl border border-mustard-100 p-8 text-center">
          <p className="text-lg font-semibold">No saved addresses</p>
          <p className="mt-1 text-sm">Add an address during checkout</p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {addresses.data.map((address) => (
            <li key={address.id} className="flex justify-between gap-3 rounded-xl border border-mustard-100 p-4 text-sm">
              <div>
                {address.isDefault && <span className="mb-2 inline-block rounded bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">Default</span>}
                <AddressText address={address} />
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete address of ${address.fullName}, ${address.addressLine1}`}
                disabled={deleteAddress.isPending && deleteAddress.variables === address.id}
                onClick={() => remove(address.id)}
              >
                <Trash2 aria-hidden="true" className="size-5 text-red-700" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="outline" className="mt-4">
        <Link to={paths.checkout.getHref()}>Add New Address</Link>
      </Button>
    </div>
  );
}
