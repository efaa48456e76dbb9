import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/account-order-pay";
import { Link } from "~/client/components/ui/link";
import { useUpiPayment } from "~/client/features/orders/api/upi-payment";
import { UpiPayPanel } from "~/client/features/orders/components/upi-pay-panel";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { pageMeta } from "~/client/lib/meta";
import { paths } from "~/shared/paths";
import { OwnOrderPage } from "./own-order-page";

// The UPI panel's words come with the orders catalogue, the sign-in gate's with auth, and the 404
// page's (an order that is not the shopper's) with the layout's, which every page has.
export const loader = messagesLoader(["pages/account-order-pay", "orders", "auth", "pages/own-order-page"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return [...pageMeta(i18n._(msg`Pay by UPI`), i18n._(msg`Pay for your order by UPI.`)), { name: "robots", content: "noindex" }];
};


export default function Page() {
  return <OwnOrderPage param="orderNumber" useOrderQuery={useUpiPayment} Body={PayOrder} />;
}

function PayOrder({ orderRef: orderNumber }: { orderRef: string }) {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold text-leaf-800 sm:text-3xl">{t`Pay by UPI`}</h1>
      <p className="mt-1 mb-4 text-sm break-all">{t`Order ${orderNumber}`}</p>
      <UpiPayPanel orderNumber={orderNumber} />
      <p className="mt-6">
        <Link to={paths.accountOrder.getHref(orderNumber)} className="text-sm text-leaf-700 underline">
          {t`View your order`}
        </Link>
      </p>
    </section>
  );
}
