import { Link } from "react-router";
import { OrderDetail } from "~/client/features/admin/orders/components/order-detail";
import { OrderDocumentLinks } from "~/client/features/admin/orders/components/order-document-links";
import { GatewayRefunds } from "~/client/features/admin/payments/components/gateway-refunds";
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
      <OrderDocumentLinks orderId={params.orderId} />
      <OrderDetail orderId={params.orderId} />
      <GatewayRefunds orderId={params.orderId} />
    </>
  );
}
