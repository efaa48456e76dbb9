import type { Address } from "~/shared/schemas/address";

type ShippingAddress = Pick<Address, "fullName" | "phone" | "addressLine1" | "addressLine2" | "city" | "state" | "pincode">;

/** An address as it is printed on a parcel. */
export function AddressText({ address }: { address: ShippingAddress }) {
  return (
    <>
      <span className="block font-semibold">{address.fullName}</span>
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      <span className="block">
        {address.city}, {address.state} - {address.pincode}
      </span>
      <span className="block">Phone: {address.phone}</span>
    </>
  );
}
