import { useSearchParams } from "react-router";
import { ConfirmStockAlert } from "~/client/features/stock-alerts/components/confirm-stock-alert";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Confirm your back-in-stock e-mail", "Confirm that we may e-mail you when an item is back in stock.");

export default function Page() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Back-in-stock e-mail</h1>
      <div className="mt-6 rounded-xl border border-mustard-100 bg-white p-5 shadow-sm sm:p-6">
        {token ? <ConfirmStockAlert token={token} /> : <p role="alert">This confirmation link is incomplete. Please open the link from the e-mail again.</p>}
      </div>
    </section>
  );
}
