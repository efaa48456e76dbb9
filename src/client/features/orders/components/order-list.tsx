import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { LoadingPanel } from "~/client/components/ui/list-states";
import { paths } from "~/shared/paths";
import { useOrders } from "../api/get-orders";
import { OrderCard } from "./order-card";

/** The account's My Orders tab, newest first, a page at a time. */
export function OrderList() {
  const { t } = useLingui();
  const orders = useOrders();
  if (orders.isPending) return <LoadingPanel label={t`Loading your orders`} rows={2} rowClassName="h-32" />;
  if (!orders.data) return null;
  const all = orders.data.pages.flatMap((page) => page.orders);
  if (all.length === 0) {
    return (
      <div className="rounded-xl border border-mustard-100 p-8 text-center">
        <p className="text-lg font-semibold">{t`No orders yet`}</p>
        <Link to={paths.shop.getHref()} className={buttonClasses({ className: "mt-4" })}>
          {t`Browse Products`}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {all.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
      {orders.hasNextPage && (
        <Button variant="outline" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
          {orders.isFetchingNextPage ? t`Loading...` : t`Show more orders`}
        </Button>
      )}
    </div>
  );
}
