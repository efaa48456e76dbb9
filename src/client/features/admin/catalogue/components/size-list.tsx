import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { errorText } from "~/client/lib/format";
import { Button } from "~/client/components/ui/button";
import { formatRupees } from "~/shared/money";
import { formatGstRate } from "~/shared/tax";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import type { AdminSize } from "~/shared/schemas/admin-sizes";
import { useReorderSizes, useRetireSize } from "../api/sizes";
import { SizeForm } from "./size-form";
import { useWaitingAlerts, waitingText } from "../api/get-waiting-alerts";

const stockText = (size: AdminSize) => (size.stockOnHand === null ? "Not tracked" : `${size.stockOnHand} on hand`);

/** A size's own HSN code and GST rate, where it has them: the invoice takes the item's otherwise. */
function ownTaxText({ hsnCode, gstRateBp }: AdminSize): string {
  const parts = [hsnCode && `HSN ${hsnCode}`, gstRateBp !== null && `GST ${formatGstRate(gstRateBp)}`].filter(Boolean);
  return parts.length > 0 ? ` · ${parts.join(", ")}` : "";
}

/** The item's pack sizes in the shop's order (the first on sale is the default): edit, move, retire or restore each, and add one. */
export function SizeList({ item }: { item: AdminCatalogueItem }) {
  const [editing, setEditing] = useState<string | null>(null);
  const waiting = useWaitingAlerts();
  const retire = useRetireSize(item.id);
  const reorder = useReorderSizes(item.id);
  const busy = retire.isPending || reorder.isPending;

  function move(index: number, by: -1 | 1) {
    const order = item.sizes.map((size) => size.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    reorder.mutate(order, { onError: (error) => toast.error("Could not move the size", { description: errorText(error) }) });
  }

  function setRetired(size: AdminSize, retired: boolean) {
    retire.mutate(
      { sizeId: size.id, retired },
      {
        onSuccess: () => toast.success(retired ? "Size retired" : "Size back on sale", { description: `${size.sku} ${retired ? "has left the shop; past orders keep it." : "is on sale again."}` }),
        onError: (error) => toast.error(retired ? "Could not retire the size" : "Could not restore the size", { description: errorText(error) }),
      },
    );
  }

  return (
    <div className="space-y-4">
      <ol className="divide-y divide-earth-900/10" aria-busy={busy}>
        {item.sizes.map((size, index) => (
          <li key={size.id} className="py-3" aria-label={`Size ${size.sku}`}>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p className="min-w-40 font-semibold">
                {size.label || "No net quantity yet"} <span className="font-normal text-earth-900/70">· {size.sku}</span>
                {size.retired && <span className="ml-2 rounded bg-earth-900/10 px-2 py-0.5 text-xs">Retired</span>}
              </p>
              <p className="text-sm">
                {formatRupees(size.pricePaise)} <span className="text-earth-900/70">MRP {formatRupees(size.mrpPaise)}</span> · {stockText(size)}
                {ownTaxText(size)}
                <span className="block text-xs font-semibold text-leaf-800">{waitingText(waiting.data, { itemId: item.id, sizeId: size.id })}</span>
              </p>
              <div className="ml-auto flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={`Move ${size.sku} up`}>
                  Up
                </Button>
                <Button size="sm" variant="outline" disabled={busy || index === item.sizes.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${size.sku} down`}>
                  Down
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEditing(editing === size.id ? null : size.id)} aria-expanded={editing === size.id} aria-label={`Edit ${size.sku}`}>
                  Edit
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => setRetired(size, !size.retired)} aria-label={`${size.retired ? "Restore" : "Retire"} ${size.sku}`}>
                  {size.retired ? "Restore" : "Retire"}
                </Button>
              </div>
            </div>
            {editing === size.id && (
              <div className="mt-3">
                <SizeForm key={`${size.id}-${size.pricePaise}-${size.sku}`} itemId={item.id} itemTax={item} size={size} onDone={() => setEditing(null)} />
              </div>
            )}
          </li>
        ))}
      </ol>
      <details className="rounded-lg border border-earth-900/15 p-3">
        <summary className="cursor-pointer font-semibold">Add a size</summary>
        <div className="mt-3">
          <SizeForm itemId={item.id} itemTax={item} />
        </div>
      </details>
    </div>
  );
}
