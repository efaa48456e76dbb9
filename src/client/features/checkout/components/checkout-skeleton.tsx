import { useLingui } from "@lingui/react/macro";
import { LoadingPanel } from "~/client/components/ui/list-states";

/** The checkout's prerendered frame until the session, cart and addresses are in. */
export function CheckoutSkeleton() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">{t`Checkout`}</h1>
      <LoadingPanel label={t`Loading your checkout`} rows={3} rowClassName="h-36" aside />
    </section>
  );
}
