import { api, call } from "~/client/lib/api";
import type { StockAdjustmentInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

/** Sets an item's units on hand (or stops tracking them) with a reason; the new movement shows once its page reads again. */
export function useSetStock(id: string) {
  // Under ["admin", "catalogue"]: the list and this item's page with its movements.
  return useStaffChange(
    async (adjustment: StockAdjustmentInput) =>
      (await call(api.admin.catalogue[":id"].stock.$post({ param: { id: encodeURIComponent(id) }, json: adjustment }))).item,
    adminKeys.catalogue,
    adminKeys.dashboard,
    adminKeys.allAudit,
  );
}
