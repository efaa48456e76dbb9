import { useParams } from "react-router";
import { RequireAuth } from "~/client/features/auth/components/require-auth";
import { useOrder } from "~/client/features/orders/api/get-order";
import { OrderReceipt } from "~/client/features/orders/components/order-receipt";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { pageMeta } from "~/client/lib/meta";
import NotFound from "./not-found";

export const meta = () => [...pageMeta("Order Placed", "Your order confirmation."), { name: "robots", content: "noindex" }];

export default function Page() {
  // Signed out → /auth; an order that is not the visitor's shows the 404 page (docs/product-rules.md#orders).
  return (
    <RequireAuth>
      <OrderSuccess />
    </RequireAuth>
  );
}

function OrderSuccess() {
  const { orderId = "" } = useParams();
  const order = useOrder(orderId);
  if (order.error instanceof ApiRequestError && order.error.status === 404) return <NotFound />;
  if (order.error) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p role="alert">{order.error.message}</p>
      </section>
    );
  }
  if (!order.data) return null;
  return (
    <section className="px-4 py-10">
      <OrderReceipt order={order.data} />
    </section>
  );
}
