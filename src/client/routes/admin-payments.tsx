import { LoadingLine } from "~/client/components/ui/loading-line";
import { Section } from "~/client/components/ui/section";
import { usePaymentSettings } from "~/client/features/admin/payments/api/payments";
import { CodPincodes } from "~/client/features/admin/payments/components/cod-pincodes";
import { PaymentSettingsForm } from "~/client/features/admin/payments/components/payment-settings-form";

export default function AdminPayments() {
  const settings = usePaymentSettings();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Payments</h1>
      {settings.isPending ? <LoadingLine>Loading the payment settings…</LoadingLine> : null}
      {settings.isError ? <p role="alert">The payment settings could not be loaded.</p> : null}
      {settings.data ? <PaymentSettingsForm settings={settings.data} /> : null}
      <Section id="cod-pincodes" title="Pincodes without Cash on Delivery" className="mt-8" titleClassName="mb-1 text-xl font-bold text-leaf-800">
        <p className="mb-4 text-sm text-earth-900/80">Where parcels come back too often. Shoppers there see why and pay by UPI instead.</p>
        <CodPincodes />
      </Section>
    </>
  );
}
