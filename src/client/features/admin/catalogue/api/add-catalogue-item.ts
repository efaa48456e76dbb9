import { api, call } from "~/client/lib/api";
import type { NewCatalogueItemInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

/** Adds a product or bundle; the list, the dashboard and the audit log read again. */
export function useAddCatalogueItem() {
  return useStaffChange(async (form: NewCatalogueItemInput) => (await call(api.admin.catalogue.$post({ json: form }))).item, adminKeys.catalogue, adminKeys.dashboard, adminKeys.allAudit);
}
