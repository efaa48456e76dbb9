import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/account-order";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { Link } from "~/client/components/ui/link";
import { useOrderDetail } from "~/client/features/orders/api/get-order-detail";
import { OrderDetailView } from "~/client/features/orders/components/order-detail";
import { PayOnline } from "~/client/features/payments/components/pay-online";
import { pageMeta } from "~/client/lib/meta";
import { paths } from "~/shared/paths";
import { OwnOrderPage } from "./own-order-page";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return [...pageMeta(i18n._(msg`Your Order`), i18n._(msg`Follow your order.`)), { name: "robots", content: "noindex" }];
};

/** The order page draws the orders part and the payments part (pay online). */
export const loader = messagesLoader(["pages/account-order", "orders", "payments"]);

export default function Page() {
  return <OwnOrderPage param="orderNumber" useOrderQuery={useOrderDetail} Body={AccountOrder} />;
}

function AccountOrder({ query: detail }: { query: ReturnType<typeof useOrderDetail> }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <p className="mb-4">
        <Link to={paths.account.getHref()} className="text-sm text-leaf-700 underline">
          ← {t`My Orders`}
        </Link>
      </p>
      {detail.error ? (
        <p role="alert">{t`Could not load this order. Please try again.`}</p>
      ) : detail.data ? (
        <>
          <PayOnline order={detail.data.order} openAtOnce={search.get("pay") === "now"} />
          <OrderDetailView detail={detail.data} />
          <p className="mt-6 rounded-xl bg-mustard-50 p-4">
            <Trans>
              A problem with this order?{" "}
              <Link to={paths.complaints.getHref({ order: detail.data.order.orderNumber })} className="font-semibold text-leaf-700 underline">
                Raise a complaint
              </Link>
            </Trans>
          </p>
        </>
      ) : (
        <p role="status">{t`Loading your order...`}</p>
      )}
    </section>
  );
}
