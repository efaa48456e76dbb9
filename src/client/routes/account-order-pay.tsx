import { Link } from "~/client/components/ui/link";
import { useUpiPayment } from "~/client/features/orders/api/upi-payment";
import { UpiPayPanel } from "~/client/features/orders/components/upi-pay-panel";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { pageMeta } from "~/client/lib/meta";
import { paths } from "~/shared/paths";
import { OwnOrderPage } from "./own-order-page";

export const meta = () => [...pageMeta("Pay by UPI", "Pay for your order by UPI."), { name: "robots", content: "noindex" }];

/** The page draws the orders part: its words come with the page (in English too, as the build keeps only message ids). */
export const loader = messagesLoader(["pages/account-order-pay", "orders"]);

export default function Page() {
  return <OwnOrderPage param="orderNumber" useOrderQuery={useUpiPayment} Body={PayOrder} />;
}

function PayOrder({ orderRef: orderNumber }: { orderRef: string }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-leaf-800 sm:text-3xl">Pay by UPI</h1>
      <p className="mt-1 mb-4 text-sm break-all">Order {orderNumber}</p>
      <UpiPayPanel orderNumber={orderNumber} />
      <p className="mt-6">
        <Link to={paths.accountOrder.getHref(orderNumber)} className="text-sm text-leaf-700 underline">
          View your order
        </Link>
      </p>
    </section>
  );
}
