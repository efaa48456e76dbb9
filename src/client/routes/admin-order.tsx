import { Link } from "react-router";
import { OrderDetail } from "~/client/features/admin/components/order-detail";
import { PackingSlipLink } from "~/client/features/admin/components/packing-slip-link";
import { OrderTaxDocuments } from "~/client/features/admin/components/order-tax-documents";
import { paths } from "~/shared/paths";
import type { Route } from "./+types/admin-order";

export default function AdminOrder({ params }: Route.ComponentProps) {
  return (
    <>
      <p className="mb-4">
        <Link to={paths.adminOrders.getHref()} className="text-sm text-leaf-700 underline">
          ← All orders
        </Link>
      </p>
      <PackingSlipLink orderId={params.orderId} />
      <OrderDetail orderId={params.orderId} />
      <OrderTaxDocuments orderId={params.orderId} />
    </>
  );
}
