import { Link } from "react-router";
import { paths } from "~/shared/paths";
import type { StockMovementView } from "~/shared/schemas/admin-catalogue";
import { DataTable } from "~/client/components/ui/data-table";
import { formatDateTime } from "~/shared/format";

const REASON_LABELS: Record<StockMovementView["reason"], string> = { order: "Order", cancel: "Cancelled order", adjustment: "Adjustment" };

/** "+12", "−3" (a real minus sign, read as "minus"), "0". */
const changeText = (change: number) => (change > 0 ? `+${change}` : change < 0 ? `−${Math.abs(change)}` : "0");

function By({ movement }: { movement: StockMovementView }) {
  if (movement.orderNumber)
    return (
      <Link to={paths.adminOrders.getHref({ q: movement.orderNumber })} className="text-leaf-800 underline">
        Order {movement.orderNumber}
      </Link>
    );
  return <>{movement.actorName ?? "—"}</>;
}

/** The latest 50 changes to an item's stock, every size's, newest first: why each figure is what it is. */
export function StockMovements({ movements }: { movements: StockMovementView[] }) {
  if (movements.length === 0) return <p className="text-sm">No stock changes yet.</p>;
  return (
    <DataTable columns={["When", "Size", "Reason", "Change", "On hand after", "Order or staff", "Note"]} minWidthClass="min-w-[50rem]" label="Movements table">
      {movements.map((movement) => (
        <tr key={movement.id} className="border-t border-earth-900/10 align-top">
          <td className="whitespace-nowrap px-3 py-2">{formatDateTime(movement.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {movement.sizeLabel} <span className="text-earth-900/70">{movement.sku}</span>
          </td>
          <td className="px-3 py-2">{REASON_LABELS[movement.reason]}</td>
          <td className="px-3 py-2 tabular-nums">{changeText(movement.change)}</td>
          <td className="px-3 py-2 tabular-nums">{movement.onHandAfter ?? "Not tracked"}</td>
          <td className="px-3 py-2">
            <By movement={movement} />
          </td>
          <td className="px-3 py-2">{movement.note ?? ""}</td>
        </tr>
      ))}
    </DataTable>
  );
}
