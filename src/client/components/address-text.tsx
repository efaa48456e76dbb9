import { useLingui } from "@lingui/react/macro";
import type { ShippingAddress } from "~/shared/schemas/address";

/** An address as it is printed on a parcel. */
export function AddressText({ address }: { address: ShippingAddress }) {
  const { t } = useLingui();
  const { landmark, phone } = address;
  return (
    <>
      <span className="block font-semibold">{address.fullName}</span>
      <span className="block">{address.addressLine1}</span>
      {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
      {landmark && <span className="block">{t`Landmark: ${landmark}`}</span>}
      <span className="block">
        {address.city}, {address.state} - {address.pincode}
      </span>
      <span className="block">{t`Phone: ${phone}`}</span>
    </>
  );
}
