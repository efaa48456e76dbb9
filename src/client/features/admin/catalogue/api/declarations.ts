import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";
import type { DeclarationsFormInput } from "~/shared/schemas/admin-declarations";

const declarationsKey = (id: string) => [...adminKeys.catalogueItem(id), "declarations"] as const;

/** An item's label declarations, blank where none is declared. */
export function useItemDeclarations(id: string) {
  return useQuery({
    queryKey: declarationsKey(id),
    queryFn: async () => (await call(api.admin.catalogue[":id"].declarations.$get({ param: { id: encodeURIComponent(id) } }))).declarations,
  });
}

/** Saves them; the item's page reads them again, and the audit log has the change. */
export function useSaveDeclarations(id: string) {
  return useStaffChange(
    async (form: DeclarationsFormInput) => (await call(api.admin.catalogue[":id"].declarations.$put({ param: { id: encodeURIComponent(id) }, json: form }))).declarations,
    declarationsKey(id),
    adminKeys.allAudit,
  );
}
