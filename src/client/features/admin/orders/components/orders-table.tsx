import { formatRupees } from "~/shared/money";
import { AdminOrderLink } from "../../shared/admin-order-link";
import type { AdminOrderRow } from "../api/get-orders";
import { formatDateTime } from "~/shared/format";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { orderStatusLabel } from "~/shared/order-status";
import { PAYMENT_METHOD_LABELS } from "~/shared/payment";
import { OrderBadges } from "./order-badges";
import { DataTable } from "~/client/components/ui/data-table";

export function OrdersTable({ rows }: { rows: AdminOrderRow[] }) {
  if (rows.length === 0) return <p className="py-8 text-center">No orders match these filters.</p>;
  return (
    <DataTable columns={["Order", "Placed", "Customer", "Phone / pincode", { label: "Total", className: "text-right" }, "Status", "Payment"]} minWidthClass="min-w-[52rem]">
      {rows.map((order) => (
        <tr key={order.id} className="border-t border-earth-900/10 align-top">
          <td className="px-3 py-2">
            <AdminOrderLink orderId={order.id}>{order.orderNumber}</AdminOrderLink>
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt)}</td>
          <td className="px-3 py-2">
            {order.shippingFullName}
            {order.customerName !== order.shippingFullName ? <span className="block text-xs text-earth-900/70">Account: {order.customerName}</span> : null}
          </td>
          <td className="px-3 py-2">
            {order.shippingPhone}
            <span className="block text-xs text-earth-900/70">{order.shippingPincode}</span>
          </td>
          <td className="px-3 py-2 text-right">{formatRupees(order.totalPaise)}</td>
          <td className="px-3 py-2">
            <StatusBadge status={order.orderStatus}>{orderStatusLabel(order.orderStatus)}</StatusBadge>
          </td>
          <td className="px-3 py-2">
            <span className="block text-sm">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
            <OrderBadges paymentStatus={order.paymentStatus} awaiting={order.awaiting} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
