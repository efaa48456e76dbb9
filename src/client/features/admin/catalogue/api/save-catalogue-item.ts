import { api, call } from "~/client/lib/api";
import type { CatalogueItemFormInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

/** Saves an item's details; its page, the list and the dashboard (a threshold or a hidden item changes the low-stock list) read again. */
export function useSaveCatalogueItem(id: string) {
  return useStaffChange(
    async (form: CatalogueItemFormInput) => (await call(api.admin.catalogue[":id"].$put({ param: { id: encodeURIComponent(id) }, json: form }))).item,
    adminKeys.catalogue,
    adminKeys.dashboard,
    adminKeys.allAudit,
  );
}
