import { useParams, useSearchParams } from "react-router";
import { Link } from "~/client/components/ui/link";
import { RequireAuth } from "~/client/features/auth/components/require-auth";
import { useOrderDetail } from "~/client/features/orders/api/get-order-detail";
import { OrderDetailView } from "~/client/features/orders/components/order-detail";
import { PayOnline } from "~/client/features/payments/components/pay-online";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { pageMeta } from "~/client/lib/meta";
import { paths } from "~/shared/paths";
import NotFound from "./not-found";

export const meta = () => [...pageMeta("Your Order", "Follow your order."), { name: "robots", content: "noindex" }];

export default function Page() {
  // Signed out → /auth; an order that is not the visitor's (by any number) shows the 404 page.
  return (
    <RequireAuth>
      <AccountOrder />
    </RequireAuth>
  );
}

function AccountOrder() {
  const { orderNumber = "" } = useParams();
  const detail = useOrderDetail(orderNumber);
  const [search] = useSearchParams();
  if (detail.error instanceof ApiRequestError && detail.error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="mb-4">
        <Link to={paths.account.getHref()} className="text-sm text-leaf-700 underline">
          ← My Orders
        </Link>
      </p>
      {detail.error ? (
        <p role="alert">Could not load this order. Please try again.</p>
      ) : detail.data ? (
        <>
          <PayOnline order={detail.data.order} openAtOnce={search.get("pay") === "now"} />
          <OrderDetailView detail={detail.data} />
          <p className="mt-6 rounded-xl bg-mustard-50 p-4">
            A problem with this order?{" "}
            <Link to={paths.complaints.getHref({ order: detail.data.order.orderNumber })} className="font-semibold text-leaf-700 underline">
              Raise a complaint
            </Link>
          </p>
        </>
      ) : (
        <p role="status">Loading your order...</p>
      )}
    </section>
  );
}
