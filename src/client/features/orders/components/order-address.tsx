import { useLingui } from "@lingui/react/macro";
import { AddressText } from "~/client/components/address-text";
import { cn } from "~/client/components/ui/cn";
import { Section } from "~/client/components/ui/section";
import type { ShippingAddress } from "~/shared/schemas/address";

/** The parcel's address in a box of its own, on the order's receipt and on its page in the account. */
export function OrderAddress({ id, address, className }: { id: string; address: ShippingAddress; className?: string }) {
  const { t } = useLingui();
  return (
    <Section id={id} title={t`Delivery Address`} className={cn(className, "rounded-xl border border-mustard-100 p-4")} titleClassName="font-bold text-leaf-800">
      <address className="mt-2 text-sm not-italic">
        <AddressText address={address} />
      </address>
    </Section>
  );
}
