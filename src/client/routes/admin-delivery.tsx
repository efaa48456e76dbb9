import { DeliveryExclusions } from "~/client/features/admin/delivery/components/delivery-exclusions";

export default function AdminDelivery() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-leaf-800">Delivery</h1>
      <p className="mb-4 text-sm text-earth-900/80">Pincodes and states where the shop does not deliver for now. Shoppers there see 'We do not deliver here yet'.</p>
      <DeliveryExclusions />
    </>
  );
}
