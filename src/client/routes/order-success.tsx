import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/order-success";
import { useOrder } from "~/client/features/orders/api/get-order";
import { OrderReceipt } from "~/client/features/orders/components/order-receipt";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { pageMeta } from "~/client/lib/meta";
import { OwnOrderPage } from "./own-order-page";

// The receipt's words come with the orders catalogue, the sign-in gate's with auth, and the 404 page's
// (an order that is not the shopper's) with the layout's, which every page has.
export const loader = messagesLoader(["pages/order-success", "orders", "auth", "pages/own-order-page"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return [...pageMeta(i18n._(msg`Order Placed`), i18n._(msg`Your order confirmation.`)), { name: "robots", content: "noindex" }];
};


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
