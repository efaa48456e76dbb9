import { api, call } from "~/client/lib/api";
import type { StockAdjustmentInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

/** Sets one size's units on hand (or stops tracking them) with a reason; the new movement shows once the item's page reads again. */
export function useSetStock(id: string) {
  // Under ["admin", "catalogue"]: the list and this item's page with its movements.
  return useStaffChange(
    async ({ sizeId, adjustment }: { sizeId: string; adjustment: StockAdjustmentInput }) =>
      (await call(api.admin.catalogue[":id"].sizes[":sizeId"].stock.$post({ param: { id: encodeURIComponent(id), sizeId: encodeURIComponent(sizeId) }, json: adjustment }))).item,
    adminKeys.catalogue,
    adminKeys.dashboard,
    adminKeys.allAudit,
  );
}
