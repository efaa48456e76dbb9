import { useOrder } from "~/client/features/orders/api/get-order";
import { OrderReceipt } from "~/client/features/orders/components/order-receipt";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { pageMeta } from "~/client/lib/meta";
import { OwnOrderPage } from "./own-order-page";

export const meta = () => [...pageMeta("Order Placed", "Your order confirmation."), { name: "robots", content: "noindex" }];

/** The page draws the orders part: its words come with the page (in English too, as the build keeps only message ids). */
export const loader = messagesLoader(["pages/order-success", "orders"]);

export default function Page() {
  return <OwnOrderPage param="orderId" useOrderQuery={useOrder} Body={OrderSuccess} />;
}

function OrderSuccess({ query: order }: { query: ReturnType<typeof useOrder> }) {
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
