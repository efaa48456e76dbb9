import type { ShippingAddress } from "~/shared/schemas/address";

/** An address as it is printed on a parcel. */
export function AddressText({ address }: { address: ShippingAddress }) {
  return (
    <>
      <span className="block font-semibold">{address.fullName}</span>
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      {address.landmark && <span className="block">Landmark: {address.landmark}</span>}
      <span className="block">
        {address.city}, {address.state} - {address.pincode}
      </span>
      <span className="block">Phone: {address.phone}</span>
    </>
  );
}
