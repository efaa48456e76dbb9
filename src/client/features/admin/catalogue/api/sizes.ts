import { api, call } from "~/client/lib/api";
import type { NewSizeInput, SizeFormInput } from "~/shared/schemas/admin-sizes";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

// An item's pack sizes: each change answers the item with every size, and its page, the list, the
// dashboard (low stock is per size) and the audit log read again.

const sizes = () => api.admin.catalogue[":id"].sizes;
const affected = [adminKeys.catalogue, adminKeys.dashboard, adminKeys.allAudit] as const;

export function useAddSize(itemId: string) {
  return useStaffChange(async (form: NewSizeInput) => (await call(sizes().$post({ param: { id: encodeURIComponent(itemId) }, json: form }))).item, ...affected);
}

export function useSaveSize(itemId: string, sizeId: string) {
  return useStaffChange(
    async (form: SizeFormInput) => (await call(sizes()[":sizeId"].$put({ param: { id: encodeURIComponent(itemId), sizeId: encodeURIComponent(sizeId) }, json: form }))).item,
    ...affected,
  );
}

export function useRetireSize(itemId: string) {
  return useStaffChange(
    async ({ sizeId, retired }: { sizeId: string; retired: boolean }) =>
      (await call(sizes()[":sizeId"].retire.$post({ param: { id: encodeURIComponent(itemId), sizeId: encodeURIComponent(sizeId) }, json: { retired } }))).item,
    ...affected,
  );
}

export function useReorderSizes(itemId: string) {
  return useStaffChange(async (order: string[]) => (await call(sizes().$put({ param: { id: encodeURIComponent(itemId) }, json: { order } }))).item, ...affected);
}
