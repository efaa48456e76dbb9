import { useState } from "react";
import { Button } from "~/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import { formatOrderDate } from "~/shared/format";
import { formatRupees } from "~/shared/money";
import { PROMO_CODE_MAX } from "~/shared/schemas/promo";
import type { PromoItemChoice } from "~/shared/schemas/admin-promos";
import { usePromos, type AdminPromo } from "../api/get-promos";
import { PromoForm } from "./promo-form";
import { DataTable } from "~/client/components/ui/data-table";

function describeDiscount(promo: AdminPromo, items: readonly PromoItemChoice[]) {
  if (promo.discountType === "product_price") {
    return (
      <>
        Coupon prices:
        <ul className="text-xs">
          {promo.itemPrices.map((price) => (
            <li key={price.itemId}>
              {items.find((item) => item.id === price.itemId)?.name ?? price.itemId} at {formatRupees(price.pricePaise)}
            </li>
          ))}
        </ul>
      </>
    );
  }
  const value = promo.discountType === "percentage" ? `${promo.discountValue ?? 0}%` : formatRupees(promo.discountValue ?? 0);
  return promo.maxDiscountPaise === null ? value : `${value}, up to ${formatRupees(promo.maxDiscountPaise)}`;
}

export function PromoTable() {
  const { data, isPending, isError } = usePromos();
  const promos = data?.promos;
  const items = data?.items ?? [];
  const [editing, setEditing] = useState<AdminPromo | "new" | null>(null);
  return (
    <>
      <div className="mb-4">
        <Button onClick={() => setEditing("new")}>New promo code</Button>
      </div>
      {isPending ? <p>Loading…</p> : null}
      {isError ? <p role="alert">The promo codes could not be loaded.</p> : null}
      {promos ? (
        <DataTable columns={["Code", "Discount", "Minimum order", "Used", "Valid until", "Active", { label: <span className="sr-only">Actions</span> }]} minWidthClass="min-w-[48rem]">
          {promos.map((promo) => (
            <tr key={promo.id} className="border-t border-earth-900/10">
              <td className="px-3 py-2">
                <span className="font-semibold">{promo.code}</span>
                {promo.description ? <span className="block text-xs text-earth-900/70">{promo.description}</span> : null}
              </td>
              <td className="px-3 py-2">{describeDiscount(promo, items)}</td>
              <td className="px-3 py-2">{promo.minOrderPaise === null ? "None" : formatRupees(promo.minOrderPaise)}</td>
              <td className="px-3 py-2">{promo.usageLimit === null ? promo.usedCount : `${promo.usedCount} of ${promo.usageLimit}`}</td>
              <td className="px-3 py-2">{promo.validUntil ? formatOrderDate(promo.validUntil) : "No end"}</td>
              <td className="px-3 py-2">{promo.isActive ? "Yes" : "No"}</td>
              <td className="px-3 py-2 text-right">
                <Button variant="outline" size="sm" onClick={() => setEditing(promo)} aria-label={`Edit ${promo.code}`}>
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogTitle>{editing === "new" ? "New promo code" : `Edit ${editing?.code ?? ""}`}</DialogTitle>
          <DialogDescription>Codes are upper-case, at most {PROMO_CODE_MAX} characters. Leave a limit empty for none.</DialogDescription>
          {editing !== null ? <PromoForm key={editing === "new" ? "new" : editing.id} promo={editing === "new" ? null : editing} items={items} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
