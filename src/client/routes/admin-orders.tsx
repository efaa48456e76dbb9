import { useSearchParams } from "react-router";
import { useAdminOrders } from "~/client/features/admin/orders/api/get-orders";
import { OrderFilters, type OrderFilterValues } from "~/client/features/admin/orders/components/order-filters";
import { OrderListDownloads } from "~/client/features/admin/orders/components/order-list-downloads";
import { OrdersTable } from "~/client/features/admin/orders/components/orders-table";
import { Pager } from "~/client/components/ui/pager";

const filterKeys = ["status", "paymentStatus", "from", "to", "q"] as const;

/** Filters and page live in the URL, so a filtered list can be shared and survives a reload. */
export default function AdminOrders() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? ""])) as OrderFilterValues;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query: Record<string, string> = Object.fromEntries(Object.entries({ ...values, page: String(page) }).filter(([, value]) => value));
  const { data, isPending, isError, error } = useAdminOrders(query);

  const apply = (next: Record<string, string>) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)));

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-leaf-800">Orders</h1>
      <OrderFilters key={params.toString()} values={values} onApply={(next) => apply({ ...next })} />
      <OrderListDownloads filters={values} hasOrders={(data?.rows.length ?? 0) > 0} />
      <div className="mt-4">
        {isPending ? <p>Loading…</p> : null}
        {isError ? <p role="alert">{error.message}</p> : null}
        {data ? <OrdersTable rows={data.rows} /> : null}
        {data ? <Pager page={data.page} hasMore={data.hasMore} onPage={(next) => apply({ ...values, page: String(next) })} label="Order pages" /> : null}
      </div>
    </>
  );
}
