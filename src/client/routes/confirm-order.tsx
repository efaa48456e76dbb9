import { useSearchParams } from "react-router";
import { ConfirmByLink } from "~/client/features/orders/components/confirm-by-link";
import { pageMeta } from "~/client/lib/meta";

export const meta = () => pageMeta("Confirm your order", "Confirm your cash on delivery order.");

export default function Page() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Confirm your order</h1>
      <div className="mt-6 rounded-xl border border-mustard-100 bg-white p-5 shadow-sm sm:p-6">
        {token ? <ConfirmByLink token={token} /> : <p role="alert">This confirmation link is incomplete. Please open the link from the e-mail again.</p>}
      </div>
    </section>
  );
}
