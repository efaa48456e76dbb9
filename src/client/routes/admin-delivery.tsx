import { DeliveryExclusions } from "~/client/features/admin/delivery/components/delivery-exclusions";
import { DeliveryHolidays } from "~/client/features/admin/delivery/components/delivery-holidays";
import { Section } from "~/client/components/ui/section";

export default function AdminDelivery() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-leaf-800">Delivery</h1>
      <p className="mb-4 text-sm text-earth-900/80">Pincodes and states where the shop does not deliver for now. Shoppers there see 'We do not deliver here yet'.</p>
      <DeliveryExclusions />
      <Section id="holidays" title="Delivery holidays" className="mt-8" titleClassName="mb-1 text-xl font-bold text-leaf-800">
        <p className="mb-4 text-sm text-earth-900/80">Days without dispatch or delivery. Every delivery promise skips them, as it skips Sundays, and Delhi-NCR gets no same-day delivery on one.</p>
        <DeliveryHolidays />
      </Section>
    </>
  );
}
